import Foundation
import TestSupport
import XCTest

@testable import TerminalUI

final class FileDescriptorOutputTests: XCTestCase {
    /// Runs `body` with a descriptor open for writing to a new temporary file, then returns the
    /// file's contents. `body` also gets the path, to look at the file while it is still open.
    private func withTemporaryFile(_ body: (Int32, String) throws -> Void) throws -> String {
        let path = try makeTemporaryFile("", for: self)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try body(handle.fileDescriptor, path)
        try handle.close()
        return try contents(of: path)
    }

    private func contents(of path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func testWritesNothingUntilFlushed() throws {
        var unflushed: String?
        let written = try withTemporaryFile { descriptor, path in
            var output = FileDescriptorOutput(descriptor: descriptor)
            output.write("Araña 🕷️\n")
            unflushed = try contents(of: path)
            output.flush()
        }
        XCTAssertEqual(unflushed, "")
        XCTAssertEqual(written, "Araña 🕷️\n")
    }

    func testWritesLargeOutputCompletelyAndInOrder() throws {
        let lines = (0..<20_000).map { "line \($0) 雷神\n" }
        let written = try withTemporaryFile { descriptor, _ in
            var output = FileDescriptorOutput(descriptor: descriptor)
            for line in lines { print(line, terminator: "", to: &output) }
            output.flush()
            XCTAssertFalse(output.hasFailed)
        }
        XCTAssertEqual(written, lines.joined())
    }

    func testAFailedWriteIsRememberedAndDoesNotCrash() {
        var output = FileDescriptorOutput(descriptor: -1)
        output.write("lost")
        output.flush()
        XCTAssertTrue(output.hasFailed)
        output.write(String(repeating: "x", count: FileDescriptorOutput.capacity * 2))
        output.flush()
        XCTAssertTrue(output.hasFailed)
    }
}
