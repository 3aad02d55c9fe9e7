import TerminalTestSupport
import XCTest

@testable import TerminalUI

/// The emulator is the oracle of the diff tests, so it is checked on its own: it must model the
/// sequences it accepts and refuse everything else.
final class VirtualTerminalTests: XCTestCase {
    private let escape = "\u{1B}["

    func testTextCursorMovesAndErasing() throws {
        var terminal = VirtualTerminal(width: 6, height: 2)
        try terminal.feed("ab\(escape)2;3Hcd\(escape)Cx\(escape)Hz")
        XCTAssertEqual(terminal.rows, ["zb    ", "  cd x"])
        try terminal.feed("\(escape)2;4H\(escape)K")
        XCTAssertEqual(terminal.rows, ["zb    ", "  c   "])
        try terminal.feed("\(escape)2J")
        XCTAssertEqual(terminal.rows, ["      ", "      "])
    }

    func testSelectGraphicRendition() throws {
        var terminal = VirtualTerminal(width: 4, height: 1)
        try terminal.feed(
            "\(escape)0;1;2;4;7;9;31;48;5;22ma\(escape)22;24;27;29;39;49mb\(escape)38;2;1;2;3;101mc\(escape)md")
        XCTAssertEqual(
            terminal.cells[0].map(\.style),
            [
                Style(
                    foreground: .red, background: .palette(22), bold: true, dim: true, underline: true, inverse: true,
                    strikethrough: true),
                .plain,
                Style(foreground: .rgb(red: 1, green: 2, blue: 3), background: .ansi(9)),
                .plain,
            ]
        )
    }

    func testWideGraphemesAndTheirHalves() throws {
        var terminal = VirtualTerminal(width: 5, height: 1)
        try terminal.feed("中文x")
        XCTAssertEqual(terminal.cells[0].map(\.width), [2, 0, 2, 0, 1])
        try terminal.feed("\(escape)1;2Hy")
        XCTAssertEqual(terminal.rows, [" y文x"])
        try terminal.feed("\(escape)1;3Hz")
        XCTAssertEqual(terminal.rows, [" yz x"])
    }

    func testModes() throws {
        var terminal = VirtualTerminal(width: 1, height: 1)
        try terminal.feed("\u{1B}[?25l\u{1B}[?1049h\u{1B}[?25h")
        XCTAssertEqual(terminal.modes, [25: true, 1049: true])
    }

    func testRefusesWhatTheRendererMustNeverSend() {
        let refused = [
            "\n", "\t", "\u{7}", "\u{1B}c", "\u{1B}[1A", "\u{1B}[1K", "\u{1B}[J", "\u{1B}[5;1H", "\u{1B}[1;9H",
            "\u{1B}[3C", "\u{1B}[38;5m", "\u{1B}[53m", "abcd", "abc中", "\u{301}", "\u{1B}[?25", "\u{1B}[?x",
        ]
        for output in refused {
            var terminal = VirtualTerminal(width: 3, height: 4)
            XCTAssertThrowsError(try terminal.feed(output), output.debugDescription)
        }
    }
}
