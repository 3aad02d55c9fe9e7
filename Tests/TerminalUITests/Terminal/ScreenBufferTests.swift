import XCTest

@testable import TerminalUI

final class ScreenBufferTests: XCTestCase {
    private let bold = Style(bold: true)

    private func assertConsistent(_ screen: ScreenBuffer, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(screen.invariantViolation(), file: file, line: line)
    }

    func testANewScreenIsBlank() {
        let screen = ScreenBuffer(width: 3, height: 2)
        XCTAssertEqual(screen.cells, Array(repeating: .blank, count: 6))
        XCTAssertEqual(screen.lines, ["", ""])
        XCTAssertEqual(screen.text(row: 1), "   ")
        XCTAssertEqual(ScreenBuffer(width: -4, height: -1).cells, [])
    }

    func testPutWritesASCIIAndReturnsTheNextColumn() {
        var screen = ScreenBuffer(width: 8, height: 2)
        XCTAssertEqual(screen.put("Thor", row: 1, column: 2, style: bold), 6)
        XCTAssertEqual(screen.lines, ["", "  Thor"])
        XCTAssertEqual(screen[1, 2], ScreenBuffer.Cell(grapheme: "T", width: 1, style: bold))
        XCTAssertEqual(screen[1, 1], .blank)
        XCTAssertEqual(screen[1, 6], .blank)
    }

    func testWideGraphemesTakeTwoCells() {
        var screen = ScreenBuffer(width: 8, height: 1)
        XCTAssertEqual(screen.put("雷神🕷️a", row: 0, column: 0, style: bold), 7)
        XCTAssertEqual(screen[0, 0], ScreenBuffer.Cell(grapheme: "雷", width: 2, style: bold))
        XCTAssertEqual(screen[0, 1], ScreenBuffer.Cell(grapheme: " ", width: 0, style: bold))
        XCTAssertEqual(screen[0, 4], ScreenBuffer.Cell(grapheme: "🕷️", width: 2, style: bold))
        XCTAssertEqual(screen[0, 6], ScreenBuffer.Cell(grapheme: "a", width: 1, style: bold))
        XCTAssertEqual(screen.lines, ["雷神🕷️a"])
        assertConsistent(screen)
    }

    func testCombiningMarksStayWithTheirBaseAndLoneOnesAreDropped() {
        var screen = ScreenBuffer(width: 4, height: 1)
        XCTAssertEqual(screen.put("e\u{301}x", row: 0, column: 0), 2)
        XCTAssertEqual(screen[0, 0].grapheme, "e\u{301}")
        XCTAssertEqual(screen.put("\u{301}\u{7}\tz", row: 0, column: 2), 3)
        XCTAssertEqual(screen.lines, ["e\u{301}xz"])
    }

    func testTextIsClippedAtTheRightEdge() {
        var screen = ScreenBuffer(width: 5, height: 1)
        XCTAssertEqual(screen.put("Spider-Man", row: 0, column: 1), 5)
        XCTAssertEqual(screen.lines, [" Spid"])
        XCTAssertEqual(screen.put("x", row: 0, column: 5), 5)
        XCTAssertEqual(screen.put("x", row: 0, column: 9), 5)
        XCTAssertEqual(screen.lines, [" Spid"])
    }

    func testAWideGraphemeStraddlingTheRightEdgeBecomesABlank() {
        var screen = ScreenBuffer(width: 5, height: 1)
        XCTAssertEqual(screen.put("abcd中", row: 0, column: 0, style: bold), 5)
        XCTAssertEqual(screen[0, 4], .blank(bold))
        XCTAssertEqual(screen.lines, ["abcd"])
        assertConsistent(screen)
    }

    func testTextLeftOfTheScreenIsClippedAndACutWideGraphemeLeavesABlank() {
        var screen = ScreenBuffer(width: 5, height: 1)
        XCTAssertEqual(screen.put("ab中cd", row: 0, column: -3, style: bold), 3)
        XCTAssertEqual(screen[0, 0], .blank(bold))
        XCTAssertEqual(screen.lines, [" cd"])
        XCTAssertEqual(screen.put("xy", row: 0, column: -2), 0)
        XCTAssertEqual(screen.lines, [" cd"])
        assertConsistent(screen)
    }

    func testRowsOutsideTheScreenAreIgnored() {
        var screen = ScreenBuffer(width: 3, height: 1)
        XCTAssertEqual(screen.put("abc", row: 1, column: 0), 0)
        XCTAssertEqual(screen.put("abc", row: -1, column: 1), 1)
        XCTAssertEqual(screen, ScreenBuffer(width: 3, height: 1))
    }

    func testOverwritingTheLeftHalfOfAWideGraphemeBlanksTheRightHalf() {
        var screen = ScreenBuffer(width: 4, height: 1)
        screen.put("中", row: 0, column: 1, style: bold)
        screen.put("x", row: 0, column: 1)
        XCTAssertEqual(screen[0, 1], ScreenBuffer.Cell(grapheme: "x", width: 1, style: .plain))
        XCTAssertEqual(screen[0, 2], .blank(bold))
        assertConsistent(screen)
    }

    func testOverwritingTheRightHalfOfAWideGraphemeBlanksTheLeftHalf() {
        var screen = ScreenBuffer(width: 4, height: 1)
        screen.put("中", row: 0, column: 0, style: bold)
        screen.put("y", row: 0, column: 1)
        XCTAssertEqual(screen[0, 0], .blank(bold))
        XCTAssertEqual(screen[0, 1].grapheme, "y")
        XCTAssertEqual(screen.lines, [" y"])
        assertConsistent(screen)
    }

    func testAWideGraphemeOverlappingTwoOthersBlanksBothOuterHalves() {
        var screen = ScreenBuffer(width: 6, height: 1)
        screen.put("中文", row: 0, column: 0)
        screen.put("🕷️", row: 0, column: 1)
        XCTAssertEqual(screen.lines, [" 🕷️"])
        XCTAssertEqual(screen[0, 3], .blank)
        assertConsistent(screen)
    }

    func testFillAndClear() {
        var screen = ScreenBuffer(width: 4, height: 2)
        screen.put("中文", row: 0, column: 0)
        screen.fill(row: 0, columns: 1..<9, style: bold)
        XCTAssertEqual(screen[0, 0], .blank)
        XCTAssertEqual(Array(screen.cells[1..<4]), Array(repeating: .blank(bold), count: 3))
        screen.fill(row: 5, columns: 0..<4, style: bold)
        assertConsistent(screen)
        screen.clear()
        XCTAssertEqual(screen, ScreenBuffer(width: 4, height: 2))
    }

    func testStylesLoseTheirColorsWhenColorIsDisabled() {
        var screen = ScreenBuffer(width: 4, height: 1, colorSupport: .disabled)
        screen.put("ab", row: 0, column: 0, style: Style(foreground: .red, background: .palette(22), bold: true))
        screen.fill(row: 0, columns: 2..<3, style: Style(foreground: .red))
        XCTAssertEqual(screen[0, 0].style, Style(bold: true, inverse: true))
        XCTAssertEqual(screen[0, 2].style, .plain)
    }
}
