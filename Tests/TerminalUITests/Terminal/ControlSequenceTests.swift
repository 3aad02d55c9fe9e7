import XCTest

@testable import TerminalUI

final class ControlSequenceTests: XCTestCase {
    func testMoveCursorUsesTheShortestFormAndOneBasedNumbers() {
        XCTAssertEqual(ControlSequence.moveCursor(row: 0, column: 0), "\u{1B}[H")
        XCTAssertEqual(ControlSequence.moveCursor(row: 4, column: 0), "\u{1B}[5H")
        XCTAssertEqual(ControlSequence.moveCursor(row: 0, column: 9), "\u{1B}[1;10H")
        XCTAssertEqual(ControlSequence.moveCursor(row: 23, column: 79), "\u{1B}[24;80H")
    }

    func testMoveCursorForwardOmitsACountOfOne() {
        XCTAssertEqual(ControlSequence.moveCursorForward(1), "\u{1B}[C")
        XCTAssertEqual(ControlSequence.moveCursorForward(12), "\u{1B}[12C")
    }

    func testModeSequences() {
        XCTAssertEqual(ControlSequence.enterAlternateScreen, "\u{1B}[?1049h")
        XCTAssertEqual(ControlSequence.leaveAlternateScreen, "\u{1B}[?1049l")
        XCTAssertEqual(ControlSequence.hideCursor, "\u{1B}[?25l")
        XCTAssertEqual(ControlSequence.showCursor, "\u{1B}[?25h")
        XCTAssertEqual(ControlSequence.disableAutowrap, "\u{1B}[?7l")
        XCTAssertEqual(ControlSequence.enableAutowrap, "\u{1B}[?7h")
        XCTAssertEqual(ControlSequence.disableBracketedPaste, "\u{1B}[?2004l")
        XCTAssertEqual(ControlSequence.eraseScreen, "\u{1B}[2J")
        XCTAssertEqual(ControlSequence.eraseToEndOfLine, "\u{1B}[K")
        XCTAssertEqual(ControlSequence.resetStyle, "\u{1B}[0m")
    }
}
