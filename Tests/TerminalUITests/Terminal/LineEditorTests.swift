import Foundation
import TestSupport
import XCTest

@testable import TerminalUI

final class LineEditorTests: XCTestCase {
    private func editor(_ text: String, cursor: Int? = nil) -> LineEditor {
        var editor = LineEditor(text: text)
        if let cursor {
            editor.handle(.home)
            for _ in 0..<cursor { editor.handle(.right) }
        }
        return editor
    }

    // MARK: Editing

    func testANewEditorHasTheCursorAtTheEnd() {
        let editor = LineEditor(text: "Hulk")
        XCTAssertEqual(editor.text, "Hulk")
        XCTAssertEqual(editor.cursor, 4)
        XCTAssertEqual(LineEditor().text, "")
        XCTAssertEqual(LineEditor().cursor, 0)
    }

    func testTypingInsertsAtTheCursor() {
        var editor = editor("spdr", cursor: 2)
        XCTAssertTrue(editor.handle(.text("i")))
        XCTAssertEqual(editor.text, "spidr")
        XCTAssertEqual(editor.cursor, 3)
        editor.handle(.right)
        editor.handle(.text("e"))
        XCTAssertEqual(editor.text, "spider")
        XCTAssertEqual(editor.cursor, 5)
    }

    func testTheCursorCountsGraphemeClusters() {
        var editor = LineEditor(text: "🇫🇷e\u{301}👍🏽")
        XCTAssertEqual(editor.cursor, 3)
        editor.handle(.left)
        editor.handle(.text("中"))
        XCTAssertEqual(editor.text, "🇫🇷e\u{301}中👍🏽")
        XCTAssertEqual(editor.cursor, 3)
    }

    func testControlCharactersAreNotInserted() {
        var editor = LineEditor(text: "a\tb\nc\u{1B}")
        XCTAssertEqual(editor.text, "abc")
        editor.insert("\r\n")
        XCTAssertEqual(editor.text, "abc")
        XCTAssertEqual(editor.cursor, 3)
    }

    func testACombiningMarkTypedBeforeItsBaseMergesAndTheCursorFollows() {
        var editor = LineEditor(text: "\u{301}")
        XCTAssertEqual(editor.cursor, 1)
        editor.handle(.home)
        editor.handle(.text("e"))
        XCTAssertEqual(editor.text, "e\u{301}")
        XCTAssertEqual(editor.text.count, 1)
        XCTAssertEqual(editor.cursor, 1)
    }

    func testACombiningMarkTypedAfterItsBaseJoinsIt() {
        var editor = LineEditor(text: "e")
        editor.handle(.text("\u{301}"))
        XCTAssertEqual(editor.text, "é")
        XCTAssertEqual(editor.cursor, 1)
    }

    func testBackspaceRemovesTheWholeCharacterBeforeTheCursor() {
        var editor = LineEditor(text: "ae\u{301}🇫🇷")
        XCTAssertTrue(editor.handle(.backspace))
        XCTAssertEqual(editor.text, "ae\u{301}")
        editor.handle(.backspace)
        XCTAssertEqual(editor.text, "a")
        XCTAssertEqual(editor.cursor, 1)
        editor.handle(.backspace)
        editor.handle(.backspace)
        XCTAssertEqual(editor.text, "")
        XCTAssertEqual(editor.cursor, 0)
    }

    func testDeleteRemovesTheCharacterAfterTheCursor() {
        var editor = editor("ab雷c", cursor: 2)
        XCTAssertTrue(editor.handle(.delete))
        XCTAssertEqual(editor.text, "abc")
        XCTAssertEqual(editor.cursor, 2)
        editor.handle(.end)
        editor.handle(.delete)
        XCTAssertEqual(editor.text, "abc")
    }

    func testControlUClearsTheLine() {
        var editor = editor("x-men", cursor: 2)
        XCTAssertTrue(editor.handle(.control("u")))
        XCTAssertEqual(editor, LineEditor())
    }

    func testArrowsHomeAndEndMoveWithinTheText() {
        var editor = LineEditor(text: "abc")
        editor.handle(.right)
        XCTAssertEqual(editor.cursor, 3)
        editor.handle(.home)
        XCTAssertEqual(editor.cursor, 0)
        XCTAssertTrue(editor.handle(.left))
        XCTAssertEqual(editor.cursor, 0)
        editor.handle(.right)
        XCTAssertEqual(editor.cursor, 1)
        editor.handle(.end)
        XCTAssertEqual(editor.cursor, 3)
        editor.handle(.control("a"))
        XCTAssertEqual(editor.cursor, 0)
        editor.handle(.control("e"))
        XCTAssertEqual(editor.cursor, 3)
    }

    func testAltBAndAltFMoveByWords() {
        var editor = LineEditor(text: "Spider-Man  2099 雷神")
        XCTAssertTrue(editor.handle(.alt(.text("b"))))
        XCTAssertEqual(editor.cursor, 17, "before 雷神")
        editor.handle(.alt(.text("b")))
        XCTAssertEqual(editor.cursor, 12, "before 2099")
        editor.handle(.alt(.text("b")))
        XCTAssertEqual(editor.cursor, 7, "before Man")
        editor.handle(.alt(.text("b")))
        editor.handle(.alt(.text("b")))
        XCTAssertEqual(editor.cursor, 0)
        XCTAssertTrue(editor.handle(.alt(.text("f"))))
        XCTAssertEqual(editor.cursor, 6, "after Spider")
        editor.handle(.alt(.text("f")))
        XCTAssertEqual(editor.cursor, 10, "after Man")
        editor.handle(.alt(.text("f")))
        editor.handle(.alt(.text("f")))
        editor.handle(.alt(.text("f")))
        XCTAssertEqual(editor.cursor, 19)
        XCTAssertEqual(editor.text, "Spider-Man  2099 雷神")
    }

    func testAltBackspaceDeletesTheWordBeforeTheCursor() {
        var editor = LineEditor(text: "x-men  storm")
        XCTAssertTrue(editor.handle(.alt(.backspace)))
        XCTAssertEqual(editor.text, "x-men  ")
        XCTAssertEqual(editor.cursor, 7)
        editor.handle(.alt(.backspace))
        XCTAssertEqual(editor.text, "x-")
        editor.handle(.left)
        editor.handle(.alt(.backspace))
        XCTAssertEqual(editor.text, "-")
        XCTAssertEqual(editor.cursor, 0)
        editor.handle(.alt(.backspace))
        XCTAssertEqual(editor.text, "-")
    }

    func testKeysForOthersAreNotHandled() {
        var editor = LineEditor(text: "abc")
        let others: [Key] = [
            .up, .down, .pageUp, .pageDown, .enter, .escape, .tab, .control("c"), .unknown([0x1B]),
            .alt(.text("x")), .alt(.escape), .alt(.enter), .alt(.up),
        ]
        for key in others {
            XCTAssertFalse(editor.handle(key), "\(key)")
        }
        XCTAssertEqual(editor, LineEditor(text: "abc"))
    }

    // MARK: Rendering

    func testShortTextIsShownWhole() {
        var editor = LineEditor(text: "spider")
        XCTAssertEqual(editor.render(width: 20), .init(text: "spider", cursorColumn: 6))
        editor.handle(.left)
        XCTAssertEqual(editor.render(width: 7), .init(text: "spider", cursorColumn: 5))
    }

    func testLongTextScrollsOnlyAsFarAsTheCursorNeeds() {
        var editor = LineEditor(text: "abcdefghij")
        XCTAssertEqual(editor.render(width: 5), .init(text: "ghij", cursorColumn: 4))
        XCTAssertEqual(editor.scrollOffset, 6)
        editor.handle(.left)
        editor.handle(.left)
        XCTAssertEqual(editor.render(width: 5), .init(text: "ghij", cursorColumn: 2))
        for _ in 0..<3 { editor.handle(.left) }
        XCTAssertEqual(editor.render(width: 5), .init(text: "fghij", cursorColumn: 0))
        editor.handle(.home)
        XCTAssertEqual(editor.render(width: 5), .init(text: "abcde", cursorColumn: 0))
        editor.handle(.right)
        XCTAssertEqual(editor.render(width: 5), .init(text: "abcde", cursorColumn: 1))
    }

    func testDeletingSlidesTheViewBack() {
        var editor = LineEditor(text: "abcdefghij")
        _ = editor.render(width: 5)
        for _ in 0..<3 { editor.handle(.backspace) }
        XCTAssertEqual(editor.render(width: 5), .init(text: "defg", cursorColumn: 4))
        editor.handle(.control("u"))
        XCTAssertEqual(editor.render(width: 5), .init(text: "", cursorColumn: 0))
    }

    func testWideCharactersScrollByTheirWidth() {
        var editor = LineEditor(text: "雷神abc")
        XCTAssertEqual(editor.render(width: 4), .init(text: "abc", cursorColumn: 3))
        editor.handle(.home)
        XCTAssertEqual(editor.render(width: 4), .init(text: "雷神", cursorColumn: 0))
        editor.handle(.right)
        XCTAssertEqual(editor.render(width: 4), .init(text: "雷神", cursorColumn: 2))
        editor.handle(.right)
        XCTAssertEqual(editor.render(width: 4), .init(text: "神ab", cursorColumn: 2))
    }

    func testAWideCharacterAtTheRightEdgeIsLeftOut() {
        var editor = editor("a雷", cursor: 0)
        XCTAssertEqual(editor.render(width: 2), .init(text: "a", cursorColumn: 0))
    }

    func testTinyFields() {
        var editor = editor("雷", cursor: 0)
        XCTAssertEqual(editor.render(width: 1), .init(text: "", cursorColumn: 0))
        XCTAssertEqual(editor.render(width: 0), .init(text: "", cursorColumn: 0))
        XCTAssertEqual(editor.render(width: -3), .init(text: "", cursorColumn: 0))
        editor.handle(.end)
        XCTAssertEqual(editor.render(width: 1), .init(text: "", cursorColumn: 0))
    }

    func testRandomEditingAlwaysRendersAVisibleCursorWithinTheWidth() {
        let keys: [Key] = [
            .text("a"), .text("雷"), .text("🕷️"), .text("e\u{301}"), .text("xyz"), .backspace, .delete,
            .left, .right, .home, .end, .control("u"),
        ]
        for seed in UInt64(0)..<200 {
            var random = SplitMix64(seed: seed)
            var editor = LineEditor()
            var history: [String] = []
            for _ in 0..<40 {
                let key = random.pick(keys)
                editor.handle(key)
                let width = random.next(below: 9)
                history.append("\(key)@\(width)")
                let rendering = editor.render(width: width)
                let context = "seed \(seed): \(history.joined(separator: " "))"
                guard width > 0 else {
                    XCTAssertEqual(rendering, .init(text: "", cursorColumn: 0), context)
                    continue
                }
                XCTAssertLessThanOrEqual(DisplayWidth.of(rendering.text), width, context)
                let characters = Array(editor.text)
                let offset = editor.scrollOffset
                XCTAssertLessThanOrEqual(offset, editor.cursor, context)
                XCTAssertEqual(
                    rendering.cursorColumn, DisplayWidth.of(String(characters[offset..<editor.cursor])), context)
                XCTAssertTrue(String(characters[offset...]).hasPrefix(rendering.text), context)
                XCTAssertLessThan(rendering.cursorColumn, width, context)
                let cell = editor.cursor < characters.count ? DisplayWidth.of(characters[editor.cursor]) : 1
                if cell <= width {
                    XCTAssertLessThanOrEqual(rendering.cursorColumn + cell, width, context)
                }
            }
        }
    }

    /// Characters that merge with their neighbours: combining marks, regional indicators (flags),
    /// Hangul jamo, a zero-width joiner. The kept count must always be the text's.
    func testTheKeptCountAlwaysMatchesTheTextWhateverMerges() {
        let keys: [Key] = [
            .text("a"), .text("\u{301}"), .text("🇯"), .text("🇵"), .text("\u{1100}"), .text("\u{1161}"),
            .text("\u{11A8}"), .text("👩"), .text("\u{200D}"), .text("e\u{301}x"), .backspace, .delete, .left,
            .right, .home, .end, .alt(.backspace), .control("u"),
        ]
        let seed = UInt64(Date().timeIntervalSince1970 * 1_000)
        var random = SplitMix64(seed: seed)
        for round in 0..<300 {
            var editor = LineEditor()
            var history: [Key] = []
            for _ in 0..<30 {
                let key = random.pick(keys)
                history.append(key)
                editor.handle(key)
                let context = "seed \(seed), round \(round): \(history)"
                XCTAssertEqual(editor.count, editor.text.count, context)
                XCTAssertTrue((0...editor.count).contains(editor.cursor), context)
            }
        }
    }

    func testTypingAndErasingAtTheEndOfALongLineKeepsTheCount() {
        var editor = LineEditor()
        editor.handle(.text(String(repeating: "x", count: 10_000)))
        for _ in 0..<9_999 { editor.handle(.backspace) }
        XCTAssertEqual(editor.text, "x")
        XCTAssertEqual(editor.count, 1)
        XCTAssertEqual(editor.cursor, 1)
    }
}
