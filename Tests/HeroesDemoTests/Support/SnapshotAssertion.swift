import Foundation
import XCTest

/// Compares `text` with the golden file `Snapshots/<name>.txt`, or records it when the
/// environment variable `RECORD_SNAPSHOTS` is `1`.
///
/// Recording also fails the test, so a run with the variable set can never pass by accident; run
/// again without it to check. On a mismatch the message shows the first differing line of each.
func assertSnapshot(
    _ text: String,
    named name: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let url = snapshotDirectory.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            XCTFail("Recorded snapshot \(url.path); unset RECORD_SNAPSHOTS and run again.", file: file, line: line)
        } catch {
            XCTFail("Cannot record snapshot \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("No snapshot at \(url.path); record it with RECORD_SNAPSHOTS=1 swift test", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = text.components(separatedBy: "\n")
    let index =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    let expectedLine = index < expectedLines.count ? expectedLines[index].debugDescription : "(none)"
    let actualLine = index < actualLines.count ? actualLines[index].debugDescription : "(none)"
    XCTFail(
        """
        Snapshot \(name) differs at line \(index + 1) (RECORD_SNAPSHOTS=1 re-records it):
          expected: \(expectedLine)
          actual:   \(actualLine)
        """,
        file: file,
        line: line
    )
}

/// `Tests/HeroesDemoTests/Snapshots`, found from this file's location in the source tree.
private let snapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
