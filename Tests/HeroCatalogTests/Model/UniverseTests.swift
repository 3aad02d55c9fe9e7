import Foundation
import XCTest

@testable import HeroCatalog

final class UniverseTests: XCTestCase {
    func testSectionOrderIsMarvelThenDC() {
        XCTAssertEqual(Universe.allCases, [.marvel, .dc])
        XCTAssertEqual(Universe.allCases.map(\.displayName), ["Marvel", "DC"])
    }

    func testPositionIsThePlaceInAllCases() {
        for (offset, universe) in Universe.allCases.enumerated() {
            XCTAssertEqual(Int(universe.position), offset, "\(universe)")
        }
    }

    func testDecodesTheExactSpellings() throws {
        let decoded = try JSONDecoder().decode([Universe].self, from: Data(#"["Marvel", "DC"]"#.utf8))
        XCTAssertEqual(decoded, [.marvel, .dc])
    }

    func testRejectsOtherSpellingsNamingTheAllowedOnes() {
        XCTAssertThrowsError(try JSONDecoder().decode([Universe].self, from: Data(#"["marvel"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(context.debugDescription, #"is "marvel", expected "Marvel" or "DC""#)
        }
    }

    func testEncodesTheRawValue() throws {
        XCTAssertEqual(String(decoding: try JSONEncoder().encode([Universe.dc]), as: UTF8.self), #"["DC"]"#)
    }
}
