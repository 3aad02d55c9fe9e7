import DiffTestSupport
import Differentiator
import XCTest

final class IdentifiableValueTests: XCTestCase {
    func testTheValueIsTheIdentity() {
        let value = IdentifiableValue(value: "Hulk")
        XCTAssertEqual(value.identity, "Hulk")
        XCTAssertEqual(value.value, "Hulk")
        XCTAssertEqual(value, IdentifiableValue(value: "Hulk"))
        XCTAssertNotEqual(value, IdentifiableValue(value: "Thor"))
        XCTAssertEqual(value.description, "Hulk")
        XCTAssertEqual(value.debugDescription, "Hulk")
    }

    func testWrappedValuesDiffByValue() throws {
        let before = [AnimatableSectionModel(model: "A", items: ["a", "b", "c"].map { IdentifiableValue(value: $0) })]
        let after = [AnimatableSectionModel(model: "A", items: ["c", "a", "d"].map { IdentifiableValue(value: $0) })]
        let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].deletedItems, [path(0, 1)])
        XCTAssertEqual(stages[0].insertedItems, [path(0, 2)])
        XCTAssertEqual(stages[0].movedItems.map { Pair($0.from, $0.to) }, [Pair(path(0, 0), path(0, 1))])
        XCTAssertEqual(stages[0].updatedItems, [])
    }
}
