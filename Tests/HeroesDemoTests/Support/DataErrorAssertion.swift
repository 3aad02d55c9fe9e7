import Foundation
import XCTest

@testable import HeroesDemo

/// Decodes `json` as a data file named `heroes.json` and asserts it fails with `expected` as
/// the one-line description.
func assertDataError(
    _ json: String,
    _ expected: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertDataError(Data(json.utf8), expected, file: file, line: line)
}

/// Decodes `data` as a data file named `heroes.json` and asserts it fails with `expected` as
/// the one-line description.
func assertDataError(
    _ data: Data,
    _ expected: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let catalog = try HeroCatalog.decode(data, file: "heroes.json")
        XCTFail("expected \(expected), decoded \(catalog.heroes.count) heroes", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, "heroes.json: " + expected, file: file, line: line)
        XCTAssertFalse(error.description.contains("\n"), "error spans several lines", file: file, line: line)
    }
}
