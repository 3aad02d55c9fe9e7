import Foundation
import TestSupport
import XCTest

@testable import TerminalUI

final class TerminalCapabilitiesTests: XCTestCase {
    /// A compiled terminfo entry in the legacy format, with `cup` (string 10) set or absent.
    private func compiledEntry(name: String, cursorAddress: Bool, numberSize: Int = 2) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        let names = Array("\(name)|a test terminal".utf8) + [0]
        let booleans: [UInt8] = [1, 0, 1]  // odd, so the numbers need a padding byte
        let numbers = [UInt8](repeating: 0xFF, count: 2 * numberSize)
        let table = Array("\u{1B}[%i%p1%d;%p2%dH".utf8) + [0]
        var strings: [UInt8] = []
        for index in 0..<12 {
            strings += index == TerminalCapabilities.cursorAddressIndex && cursorAddress ? short(0) : short(-1)
        }
        return short(numberSize == 2 ? 0o432 : 0o1036) + short(names.count) + short(booleans.count) + short(2)
            + short(12) + short(table.count) + names + booleans + [0] + numbers + strings + table
    }

    func testUnsetEmptyAndDumbTerminalsCannotMoveTheCursor() {
        XCTAssertEqual(
            TerminalCapabilities.cursorAddressingProblem(environment: [:]),
            "TERM is not set, so the terminal may not move the cursor")
        XCTAssertEqual(
            TerminalCapabilities.cursorAddressingProblem(environment: ["TERM": ""]),
            "TERM is not set, so the terminal may not move the cursor")
        XCTAssertEqual(
            TerminalCapabilities.cursorAddressingProblem(environment: ["TERM": "dumb", "TERMINFO": "/nonexistent"]),
            "TERM=dumb cannot move the cursor")
    }

    func testReadsCupFromCompiledEntries() {
        XCTAssertEqual(
            TerminalCapabilities.hasCursorAddress(compiledEntry: compiledEntry(name: "t", cursorAddress: true)), true)
        XCTAssertEqual(
            TerminalCapabilities.hasCursorAddress(compiledEntry: compiledEntry(name: "t", cursorAddress: false)), false)
        XCTAssertEqual(
            TerminalCapabilities.hasCursorAddress(
                compiledEntry: compiledEntry(name: "tt", cursorAddress: true, numberSize: 4)), true)
        XCTAssertEqual(
            TerminalCapabilities.hasCursorAddress(
                compiledEntry: compiledEntry(name: "tt", cursorAddress: false, numberSize: 4)), false)
        XCTAssertNil(TerminalCapabilities.hasCursorAddress(compiledEntry: Array("not terminfo".utf8)))
        XCTAssertNil(TerminalCapabilities.hasCursorAddress(compiledEntry: []))
        XCTAssertNil(
            TerminalCapabilities.hasCursorAddress(
                compiledEntry: Array(compiledEntry(name: "t", cursorAddress: true).prefix(30))))
    }

    func testLooksTheTerminalUpInTheTerminfoDirectories() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("g"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("61"), withIntermediateDirectories: true)
        try Data(compiledEntry(name: "glass", cursorAddress: false)).write(
            to: directory.appendingPathComponent("g/glass"))
        try Data(compiledEntry(name: "ansi-ish", cursorAddress: true)).write(
            to: directory.appendingPathComponent("61/ansi-ish"))
        for variable in ["TERMINFO", "TERMINFO_DIRS"] {
            let environment = [variable: directory.path]
            XCTAssertEqual(
                TerminalCapabilities.cursorAddressingProblem(
                    environment: environment.merging(["TERM": "glass"]) { $1 }),
                "TERM=glass cannot move the cursor", variable)
            XCTAssertNil(
                TerminalCapabilities.cursorAddressingProblem(
                    environment: environment.merging(["TERM": "ansi-ish"]) { $1 }),
                variable)
        }
        XCTAssertNil(
            TerminalCapabilities.cursorAddressingProblem(environment: ["TERM": "no-such-terminal-\(UUID())"]),
            "an unknown terminal is taken to be ANSI")
        XCTAssertNil(
            TerminalCapabilities.cursorAddressingProblem(environment: [
                "TERM": "../g/glass", "TERMINFO": directory.path,
            ]),
            "a name with a slash is not a path")
    }

    func testTheReasonWritesTheNameAsItIsTold() {
        let long = String(repeating: "x", count: 10_000) + "\n"
        XCTAssertEqual(
            TerminalCapabilities.cursorAddressingProblem(
                environment: ["TERM": long], naming: { "<\($0.count) characters>" }),
            nil, "an unknown name is taken for an ANSI terminal")
        XCTAssertEqual(
            TerminalCapabilities.cursorAddressingProblem(environment: ["TERM": "dumb"], naming: { "\"\($0)\"" }),
            "TERM=\"dumb\" cannot move the cursor")
    }
}
