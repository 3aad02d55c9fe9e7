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
            let device = try openPseudoTerminal()
            defer {
                close(device.controller)
                close(device.terminal)
            }
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

        /// Opens a pseudo-terminal pair through /dev/ptmx. Glibc's `posix_openpt`/`ptsname` are
        /// not visible to Swift without `_XOPEN_SOURCE`, so this uses the kernel's ioctls, whose
        /// numbers are the same on every Linux architecture Swift supports.
        private func openPseudoTerminal() throws -> (controller: Int32, terminal: Int32) {
            let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
            let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
            let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            guard controller >= 0 else {
                XCTFail("cannot open /dev/ptmx (errno \(errno)); this test needs pseudo-terminals, as tmux does")
                throw CancellationError()
            }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(controller, unlockRequest, &unlock) == 0, ioctl(controller, numberRequest, &number) == 0 else {
                close(controller)
                XCTFail("cannot unlock the pseudo-terminal (errno \(errno))")
                throw CancellationError()
            }
            let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard terminal >= 0 else {
                close(controller)
                XCTFail("cannot open /dev/pts/\(number) (errno \(errno))")
                throw CancellationError()
            }
            return (controller, terminal)
        }
    #endif
}
