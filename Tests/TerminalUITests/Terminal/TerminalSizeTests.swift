import Foundation
import TerminalTestSupport
import TestSupport
import XCTest

@testable import TerminalUI

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

    func testSizesAreCappedAtTheLargestScreenTheAppLaysOut() {
        XCTAssertEqual(TerminalSize.maximumColumns, 1000)
        XCTAssertEqual(TerminalSize.maximumRows, 500)
        let cases: [((Int, Int), (Int, Int))] = [
            ((80, 24), (80, 24)),
            ((1000, 500), (1000, 500)),
            ((1001, 501), (1000, 500)),
            ((3000, 24), (1000, 24)),
            ((80, 1500), (80, 500)),
            ((65535, 65535), (1000, 500)),
        ]
        for ((columns, rows), expected) in cases {
            let capped = TerminalSize.capped(columns: columns, rows: rows)
            XCTAssertEqual(capped.columns, expected.0, "\(columns) × \(rows)")
            XCTAssertEqual(capped.rows, expected.1, "\(columns) × \(rows)")
        }
    }

    #if os(Linux)
        func testAnAbsurdTerminalSizeIsReadCapped() throws {
            let device = try PseudoTerminal()
            setTerminalSize(of: device.terminal, columns: 65535, rows: 65535)
            XCTAssertEqual(TerminalSize.columns(of: device.terminal), TerminalSize.maximumColumns)
            let measured = try XCTUnwrap(TerminalSize.size(of: device.terminal))
            XCTAssertEqual(measured.columns, TerminalSize.maximumColumns)
            XCTAssertEqual(measured.rows, TerminalSize.maximumRows)
        }

        func testReadsTheWidthOfAPseudoTerminal() throws {
            let device = try PseudoTerminal()
            setTerminalSize(of: device.terminal, columns: 123, rows: 45)
            XCTAssertEqual(TerminalSize.columns(of: device.terminal), 123)
            setTerminalSize(of: device.terminal, columns: 0, rows: 45)
            XCTAssertNil(
                TerminalSize.columns(of: device.terminal), "a terminal reporting zero columns has no usable width")
        }

        func testReadsBothDimensionsOfAPseudoTerminal() throws {
            let device = try PseudoTerminal()
            setTerminalSize(of: device.terminal, columns: 80, rows: 24)
            let measured = try XCTUnwrap(TerminalSize.size(of: device.terminal))
            XCTAssertEqual(measured.columns, 80)
            XCTAssertEqual(measured.rows, 24)
            setTerminalSize(of: device.terminal, columns: 80, rows: 0)
            XCTAssertNil(TerminalSize.size(of: device.terminal))
            XCTAssertNil(TerminalSize.size(of: -1))
        }
    #endif
}
