import Foundation
import XCTest

/// A file in a fresh temporary directory, removed with its directory when the test ends.
///
/// - Parameters:
///   - contents: The file's text.
///   - name: The file's name.
///   - testCase: The test whose teardown removes the directory.
/// - Returns: The file's path.
public func makeTemporaryFile(
    _ contents: String,
    named name: String = "heroes.json",
    for testCase: XCTestCase,
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> String {
    let directory = try makeTemporaryDirectory(for: testCase)
    let path = directory.appendingPathComponent(name).path
    XCTAssertTrue(
        FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)),
        "cannot create \(path)",
        file: file,
        line: line
    )
    return path
}

/// A fresh, empty temporary directory, removed when the test ends.
///
/// - Parameter testCase: The test whose teardown removes the directory.
/// - Returns: The directory.
public func makeTemporaryDirectory(for testCase: XCTestCase) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("HeroesDemoTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    testCase.addTeardownBlock {
        try? FileManager.default.removeItem(at: directory)
    }
    return directory
}
