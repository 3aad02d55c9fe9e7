import Foundation
import TestSupport
import XCTest

/// What a run of the built `HeroesDemo` executable printed and how it ended.
struct ProcessResult {
    var standardOutput: String
    var standardError: String
    var status: Int32
}

/// Runs the `HeroesDemo` executable that `swift build`/`swift test` put next to the test bundle.
///
/// Output goes to temporary files rather than pipes, so a large table cannot fill a pipe buffer
/// and deadlock the test.
func runHeroesDemo(
    _ arguments: [String],
    for testCase: XCTestCase,
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> ProcessResult {
    let executable = try XCTUnwrap(
        heroesDemoExecutable(),
        "No HeroesDemo executable found beside the test bundle (searched from \(Bundle.main.bundlePath))",
        file: file,
        line: line
    )
    let directory = try makeTemporaryDirectory(for: testCase)
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer {
        try? outputHandle.close()
        try? errorHandle.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    return ProcessResult(
        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
        status: process.terminationStatus
    )
}

/// The `HeroesDemo` executable in the build directory holding the running test bundle
/// (`.build/<configuration>/`): the bundle's own directory or one of its parents.
func heroesDemoExecutable() -> URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("HeroesDemo")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isExecutableFile(atPath: candidate.path)
        {
            return candidate
        }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}
