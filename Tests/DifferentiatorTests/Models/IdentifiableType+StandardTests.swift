import DiffTestSupport
import Differentiator
import Foundation
import XCTest

final class IdentifiableTypeStandardTests: XCTestCase {
    func testScalarsAreTheirOwnIdentity() {
        XCTAssertEqual("Hulk".identity, "Hulk")
        XCTAssertEqual(42.identity, 42)
        XCTAssertEqual(Int8(-3).identity, -3)
        XCTAssertEqual(Int16(300).identity, 300)
        XCTAssertEqual(Int32(70_000).identity, 70_000)
        XCTAssertEqual(Int64(1 << 40).identity, 1 << 40)
        XCTAssertEqual(UInt(7).identity, 7)
        XCTAssertEqual(UInt8(255).identity, 255)
        XCTAssertEqual(UInt16(65_535).identity, 65_535)
        XCTAssertEqual(UInt32(4_000_000_000).identity, 4_000_000_000)
        XCTAssertEqual(UInt64.max.identity, UInt64.max)
        XCTAssertEqual(Float(1.5).identity, 1.5)
        XCTAssertEqual(2.5.identity, 2.5)
        XCTAssertEqual(true.identity, true)
        XCTAssertEqual(Character("x").identity, "x")
    }

    func testStringItemsDiffDirectly() throws {
        let stages = try Diff.differencesForSectionedView(
            initialSections: [AnimatableSectionModel(model: 0, items: ["Hulk", "Thor"])],
            finalSections: [AnimatableSectionModel(model: 0, items: ["Thor", "Storm"])]
        )
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].deletedItems, [path(0, 0)])
        XCTAssertEqual(stages[0].insertedItems, [path(0, 1)])
    }
}
