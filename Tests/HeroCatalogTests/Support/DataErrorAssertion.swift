import Foundation
import XCTest

@testable import HeroCatalog

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

/// Loads the data file at `path` and asserts it fails with `expected` as the one-line
/// description.
///
/// - Parameters:
///   - path: The path to load.
///   - expected: The whole description, path included.
///   - sizeLimit: The most bytes the file may hold.
func assertLoadError(
    path: String,
    _ expected: String,
    sizeLimit: Int = HeroCatalog.maximumFileSize,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let catalog = try HeroCatalog.load(path: path, sizeLimit: sizeLimit)
        XCTFail("expected \(expected), loaded \(catalog.heroes.count) heroes", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, expected, file: file, line: line)
        XCTAssertFalse(error.description.contains("\n"), "error spans several lines", file: file, line: line)
    }
}
