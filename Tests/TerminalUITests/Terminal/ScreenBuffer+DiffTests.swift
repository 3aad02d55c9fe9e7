import TerminalTestSupport
import TestSupport
import XCTest

@testable import TerminalUI

final class ScreenBufferDiffTests: XCTestCase {
    private let escape = "\u{1B}["

    private func screen(_ lines: [String], width: Int, style: Style = .plain) -> ScreenBuffer {
        var screen = ScreenBuffer(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { screen.put(line, row: row, column: 0, style: style) }
        return screen
    }

    /// Applies the diff from `previous` to `next` to a terminal that shows `previous`, and checks
    /// the terminal then shows `next` in the default style.
    private func assertDiffReaches(
        _ next: ScreenBuffer,
        from previous: ScreenBuffer,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var terminal = VirtualTerminal(width: previous.width, height: previous.height)
        XCTAssertNoThrow(try terminal.feed(previous.diff(from: nil)), file: file, line: line)
        XCTAssertNoThrow(try terminal.feed(next.diff(from: previous)), file: file, line: line)
        assertTerminal(terminal, shows: next, file: file, line: line)
        XCTAssertEqual(terminal.style, .plain, file: file, line: line)
    }

    func testAnUnchangedScreenNeedsNoOutput() {
        let frame = screen(["Hulk", "雷神"], width: 6)
        XCTAssertEqual(frame.diff(from: frame), "")
    }

    func testAFirstFrameErasesTheScreenAndDrawsOnlyWhatIsNotBlank() {
        let frame = screen(["ab", "", "c"], width: 3)
        XCTAssertEqual(frame.diff(from: nil), "\(escape)0m\(escape)2J\(escape)Hab\(escape)3Hc")
        XCTAssertEqual(ScreenBuffer(width: 3, height: 2).diff(from: nil), "\(escape)0m\(escape)2J")
    }

    func testAResizedScreenIsRedrawnCompletely() {
        let old = screen(["ab"], width: 2)
        let new = screen(["ab"], width: 3)
        XCTAssertEqual(new.diff(from: old), "\(escape)0m\(escape)2J\(escape)Hab")
    }

    func testOneChangedCellIsWrittenAfterOneCursorMove() {
        let old = screen(["hello world"], width: 12)
        let new = screen(["hello World"], width: 12)
        XCTAssertEqual(new.diff(from: old), "\(escape)1;7HW")
        assertDiffReaches(new, from: old)
    }

    func testAShortUnchangedGapIsRewrittenRatherThanSkipped() {
        let old = screen(["abcdef"], width: 8)
        let new = screen(["aXcYef"], width: 8)
        XCTAssertEqual(new.diff(from: old), "\(escape)1;2HXcY")
        assertDiffReaches(new, from: old)
    }

    func testALongUnchangedGapIsSkippedWithACursorForward() {
        let old = screen(["a.........b"], width: 12)
        let new = screen(["X.........Y"], width: 12)
        XCTAssertEqual(new.diff(from: old), "\(escape)HX\(escape)9CY")
        assertDiffReaches(new, from: old)
    }

    func testStyleChangesEmitOneSequenceEachAndTheEndResetsThePen() {
        let old = screen(["ab"], width: 4)
        var new = old
        new.put("b", row: 0, column: 1, style: Style(bold: true))
        XCTAssertEqual(new.diff(from: old), "\(escape)1;2H\(escape)0;1mb\(escape)0m")
        assertDiffReaches(new, from: old)
    }

    func testARowThatBecomesBlankAtTheEndIsErased() {
        let old = screen(["hello"], width: 8)
        let new = screen(["he"], width: 8)
        XCTAssertEqual(new.diff(from: old), "\(escape)1;3H\(escape)K")
        assertDiffReaches(new, from: old)
    }

    func testAShortBlankTailIsOverwrittenWithSpaces() {
        let old = screen(["hello"], width: 8)
        let new = screen(["hell"], width: 8)
        XCTAssertEqual(new.diff(from: old), "\(escape)1;5H ")
        assertDiffReaches(new, from: old)
    }

    func testErasingResetsAColoredPenFirst() {
        let old = screen(["abcdef"], width: 6)
        var new = screen(["a"], width: 6)
        new.put("b", row: 0, column: 1, style: Style(background: .red))
        XCTAssertEqual(new.diff(from: old), "\(escape)1;2H\(escape)0;41mb\(escape)0m\(escape)K")
        assertDiffReaches(new, from: old)
    }

    func testAfterTheLastColumnTheCursorIsRepositionedAbsolutely() {
        let old = screen(["abc", "def"], width: 3)
        let new = screen(["abz", "qef"], width: 3)
        XCTAssertEqual(new.diff(from: old), "\(escape)1;3Hz\(escape)2Hq")
        assertDiffReaches(new, from: old)
    }

    func testReplacingAWideGraphemeWritesBothHalves() {
        let old = screen(["中x"], width: 4)
        let new = screen(["ab"], width: 4)
        XCTAssertEqual(new.diff(from: old), "\(escape)Hab ")
        assertDiffReaches(new, from: old)
        let wide = screen(["a中"], width: 4)
        XCTAssertEqual(wide.diff(from: old), "\(escape)Ha中")
        assertDiffReaches(wide, from: old)
    }

    func testAChangedRightHalfRewritesItsWideGrapheme() {
        var old = ScreenBuffer(width: 4, height: 1)
        old.put("中", row: 0, column: 1)
        var new = old
        new.put("中", row: 0, column: 1, style: Style(underline: true))
        XCTAssertEqual(new.diff(from: old), "\(escape)1;2H\(escape)0;4m中\(escape)0m")
        assertDiffReaches(new, from: old)
    }

    func testAReplacedWideGraphemeKeepsTheCursorInStep() {
        let old = screen(["中a", "中.........a"], width: 14)
        let new = screen(["文b", "文.........b"], width: 14)
        XCTAssertEqual(new.diff(from: old), "\(escape)H文b\(escape)2H文\(escape)9Cb")
        assertDiffReaches(new, from: old)
    }

    func testAWideGraphemeOfSeveralScalarsIsDrawnSoEitherWidthLinesUp() {
        // tmux 3.3 draws 🕷️ (U+1F577 U+FE0F) one column wide: its second column is blanked first,
        // and what follows is positioned absolutely.
        let frame = screen(["a🕷️b"], width: 5)
        XCTAssertEqual(
            frame.diff(from: ScreenBuffer(width: 5, height: 1)),
            "\(escape)Ha\(escape)1;3H \(escape)1;2H🕷️\(escape)1;4Hb"
        )
        assertDiffReaches(frame, from: ScreenBuffer(width: 5, height: 1))
        let flag = screen(["🇬🇧"], width: 3)
        XCTAssertEqual(flag.diff(from: ScreenBuffer(width: 3, height: 1)), "\(escape)H\(escape)1;2H \(escape)H🇬🇧")
        let single = screen(["🦇b"], width: 3)
        XCTAssertEqual(single.diff(from: ScreenBuffer(width: 3, height: 1)), "\(escape)H🦇b", "one scalar: no detour")
        XCTAssertTrue(ScreenBuffer.hasUncertainWidth("🕷️"))
        XCTAssertTrue(ScreenBuffer.hasUncertainWidth("e\u{301}"))
        XCTAssertFalse(ScreenBuffer.hasUncertainWidth("雷"))
    }

    func testRandomFramesAlwaysReachTheirTarget() {
        let texts = [
            "a", "Thor", " ", "  ", "中", "雷神", "🕷️", "é", "e\u{301}", "😀x", "ｱ", "Ａb", "👍🏽", "Hulk 中", "文", "文中",
            "...........",
        ]
        let styles = [
            Style.plain, Style(bold: true), Style(foreground: .red), Style(background: .palette(22)),
            Style(underline: true, inverse: true), Style(foreground: .rgb(red: 9, green: 8, blue: 7), dim: true),
            Style(background: .ansi(12), strikethrough: true),
        ]
        for seed in UInt64(0)..<1_000 {
            var random = SplitMix64(seed: seed)
            var width = 1 + random.next(below: 20)
            var height = 1 + random.next(below: 4)
            var shown: ScreenBuffer?
            var terminal = VirtualTerminal(width: width, height: height)
            var history: [String] = []
            for _ in 0..<6 {
                if random.next(below: 6) == 0 {
                    width = 1 + random.next(below: 20)
                    height = 1 + random.next(below: 4)
                    terminal = VirtualTerminal(width: width, height: height)
                    shown = nil
                    history.append("resize \(width)x\(height)")
                }
                var next =
                    shown.map { $0.width == width ? $0 : ScreenBuffer(width: width, height: height) }
                    ?? ScreenBuffer(width: width, height: height)
                for _ in 0..<(1 + random.next(below: 5)) {
                    let row = random.next(below: height)
                    let column = random.next(below: width + 3) - 2
                    let style = random.pick(styles)
                    if random.next(below: 5) == 0 {
                        next.fill(row: row, columns: column..<(column + random.next(below: 6)), style: style)
                        history.append("fill \(row),\(column) \(style)")
                    } else {
                        let text = (0..<(1 + random.next(below: 3))).map { _ in random.pick(texts) }.joined()
                        next.put(text, row: row, column: column, style: style)
                        history.append("put \(text.debugDescription) \(row),\(column) \(style)")
                    }
                }
                let output = next.diff(from: shown)
                let context = "seed \(seed): \(history.joined(separator: "; ")) output \(output.debugDescription)"
                XCTAssertNil(next.invariantViolation(), context)
                do {
                    try terminal.feed(output)
                } catch {
                    XCTFail("\(error) — \(context)")
                    return
                }
                assertTerminal(terminal, shows: next, context)
                XCTAssertEqual(terminal.style, .plain, context)
                XCTAssertEqual(next.diff(from: next), "", context)
                shown = next
            }
        }
    }
}

// The terminal's own cursor.
extension ScreenBufferDiffTests {
    func testTheCursorIsShownWhereTheFrameWantsIt() {
        var frame = screen(["ab", "cd"], width: 3)
        frame.cursor = ScreenBuffer.Position(row: 1, column: 2)
        XCTAssertEqual(
            frame.diff(from: nil), "\(escape)0m\(escape)2J\(escape)Hab\(escape)2Hcd\(escape)2;3H\(escape)?25h")
        XCTAssertEqual(frame.diff(from: frame), "", "nothing changed")
        var moved = frame
        moved.cursor = ScreenBuffer.Position(row: 0, column: 1)
        XCTAssertEqual(moved.diff(from: frame), "\(escape)1;2H", "only the cursor moved")
        var edited = moved
        edited.put("x", row: 1, column: 0)
        XCTAssertEqual(edited.diff(from: moved), "\(escape)2Hx\(escape)1;2H", "back to its place after drawing")
        var hidden = edited
        hidden.cursor = nil
        XCTAssertEqual(hidden.diff(from: edited), "\(escape)?25l")
        XCTAssertEqual(edited.diff(from: hidden), "\(escape)1;2H\(escape)?25h")
        assertDiffReaches(edited, from: hidden)
        assertDiffReaches(hidden, from: edited)
    }

    func testACursorOutsideTheScreenIsNoCursor() {
        var frame = ScreenBuffer(width: 3, height: 2)
        for position in [(2, 0), (0, 3), (-1, 0), (0, -1)] {
            frame.cursor = ScreenBuffer.Position(row: position.0, column: position.1)
            XCTAssertNil(frame.cursor, "\(position)")
        }
    }
}
