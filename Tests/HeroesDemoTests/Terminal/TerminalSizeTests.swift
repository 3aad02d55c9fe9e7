import Foundation
import XCTest

@testable import HeroesDemo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class TerminalSizeTests: XCTestCase {
    func testPipesAndFilesAreNotTerminals() throws {
        let pipe = Pipe()
        XCTAssertNil(TerminalSize.columns(of: pipe.fileHandleForWriting.fileDescriptor))
        let path = try makeTemporaryFile("", for: self)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        XCTAssertNil(TerminalSize.columns(of: handle.fileDescriptor))
        XCTAssertNil(TerminalSize.columns(of: -1))
    }

    #if os(Linux)
        func testReadsTheWidthOfAPseudoTerminal() throws {
            let device = try PseudoTerminal()
            var size = winsize()
            size.ws_col = 123
            size.ws_row = 45
            XCTAssertEqual(ioctl(device.terminal, UInt(TIOCSWINSZ), &size), 0)
            XCTAssertEqual(TerminalSize.columns(of: device.terminal), 123)
            size.ws_col = 0
            XCTAssertEqual(ioctl(device.terminal, UInt(TIOCSWINSZ), &size), 0)
            XCTAssertNil(
                TerminalSize.columns(of: device.terminal), "a terminal reporting zero columns has no usable width")
        }

        func testReadsBothDimensionsOfAPseudoTerminal() throws {
            let device = try PseudoTerminal()
            var size = winsize()
            size.ws_col = 80
            size.ws_row = 24
            XCTAssertEqual(ioctl(device.terminal, UInt(TIOCSWINSZ), &size), 0)
            let measured = try XCTUnwrap(TerminalSize.size(of: device.terminal))
            XCTAssertEqual(measured.columns, 80)
            XCTAssertEqual(measured.rows, 24)
            size.ws_row = 0
            XCTAssertEqual(ioctl(device.terminal, UInt(TIOCSWINSZ), &size), 0)
            XCTAssertNil(TerminalSize.size(of: device.terminal))
            XCTAssertNil(TerminalSize.size(of: -1))
        }
    #endif
}
