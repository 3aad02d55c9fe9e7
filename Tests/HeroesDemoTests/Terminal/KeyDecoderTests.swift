import XCTest

@testable import HeroesDemo

final class KeyDecoderTests: XCTestCase {
    private let escape: UInt8 = 0x1B

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Decodes `input` in one piece, then signals a pause.
    private func decodeAll(_ input: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(input) + decoder.inputPaused()
    }

    /// Decodes `input` cut at `cuts`, then signals a pause; adjacent text events are joined, since
    /// a cut may split one run of text into two events.
    private func decodeInPieces(_ input: [UInt8], cuts: [Int]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        var start = 0
        for cut in cuts + [input.count] {
            keys += decoder.decode(input[start..<cut])
            start = cut
        }
        keys += decoder.inputPaused()
        return joiningText(keys)
    }

    private func joiningText(_ keys: [Key]) -> [Key] {
        var joined: [Key] = []
        for key in keys {
            if case .text(let next) = key, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + next)
            } else {
                joined.append(key)
            }
        }
        return joined
    }

    // MARK: Text

    func testPrintableASCIIIsOneTextEvent() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("Spider-Man 2")), [.text("Spider-Man 2")])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testMultiByteUTF8() {
        XCTAssertEqual(decodeAll(bytes("Araña 🕷️ 雷神 e\u{301}")), [.text("Araña 🕷️ 雷神 e\u{301}")])
    }

    func testUTF8SplitAtEveryByteBoundaryDecodesTheSame() {
        let input = bytes("é中🕷️x👍🏽")
        for cut in 0...input.count {
            XCTAssertEqual(decodeInPieces(input, cuts: [cut]), [.text("é中🕷️x👍🏽")], "cut at \(cut)")
        }
        XCTAssertEqual(decodeInPieces(input, cuts: Array(1..<input.count)), [.text("é中🕷️x👍🏽")], "byte by byte")
    }

    func testHalfACharacterWaitsAndSurvivesAPause() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0xE4]), [])
        XCTAssertTrue(decoder.hasPendingInput)
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.inputPaused(), [])
        XCTAssertEqual(decoder.decode([0xB8, 0xAD, 0x21]), [.text("中!")])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testInvalidUTF8BecomesReplacementCharacters() {
        XCTAssertEqual(decodeAll([0xFF, 0x61]), [.text("\u{FFFD}a")])
        XCTAssertEqual(decodeAll([0x80, 0x61]), [.text("\u{FFFD}a")])
        XCTAssertEqual(decodeAll([0xC0, 0xAF]), [.text("\u{FFFD}\u{FFFD}")])
        // A character cut short by a byte that cannot continue it: one replacement, then the byte.
        XCTAssertEqual(decodeAll([0xE2, 0x82, 0x61]), [.text("\u{FFFD}a")])
        XCTAssertEqual(decodeAll([0xE2, 0x0D]), [.text("\u{FFFD}"), .enter])
        // Encoded surrogates are well-formed in shape but not valid UTF-8.
        XCTAssertEqual(decodeAll([0xED, 0xA0, 0x80]), [.text("\u{FFFD}\u{FFFD}\u{FFFD}")])
    }

    func testC1ControlCharactersAreDropped() {
        XCTAssertEqual(decodeAll([0x61, 0xC2, 0x85, 0x62]), [.text("ab")])
    }

    // MARK: Control keys

    func testEnterFromCarriageReturnLineFeedOrBoth() {
        XCTAssertEqual(decodeAll([0x0D]), [.enter])
        XCTAssertEqual(decodeAll([0x0A]), [.enter])
        XCTAssertEqual(decodeAll([0x0D, 0x0A]), [.enter])
        XCTAssertEqual(decodeAll([0x0D, 0x0D]), [.enter, .enter])
        XCTAssertEqual(decodeAll([0x0A, 0x0A]), [.enter, .enter])
        XCTAssertEqual(decodeAll([0x0D, 0x61, 0x0A]), [.enter, .text("a"), .enter])
        XCTAssertEqual(decodeInPieces([0x0D, 0x0A], cuts: [1]), [.enter])
    }

    func testBackspaceTabAndControlLetters() {
        XCTAssertEqual(decodeAll([0x7F]), [.backspace])
        XCTAssertEqual(decodeAll([0x08]), [.backspace])
        XCTAssertEqual(decodeAll([0x09]), [.tab])
        XCTAssertEqual(decodeAll([0x03]), [.control("c")])
        XCTAssertEqual(decodeAll([0x15]), [.control("u")])
        XCTAssertEqual(decodeAll([0x01]), [.control("a")])
        XCTAssertEqual(decodeAll([0x1A]), [.control("z")])
        XCTAssertEqual(decodeAll([0x00]), [.control("@")])
        XCTAssertEqual(decodeAll([0x1C]), [.control("\\")])
        XCTAssertEqual(decodeAll([0x1F]), [.control("_")])
    }

    func testEveryC0ControlIsOneKey() {
        for byte in UInt8(0)..<0x20 where byte != escape {
            XCTAssertEqual(decodeAll([byte]).count, 1, "byte \(byte)")
        }
    }

    func testTextAndKeysInterleaveInOrder() {
        let input = bytes("ab") + [escape] + bytes("[Acd") + [0x7F, 0x0D] + bytes("é")
        XCTAssertEqual(decodeAll(input), [.text("ab"), .up, .text("cd"), .backspace, .enter, .text("é")])
    }

    // MARK: Escape

    func testALoneEscapeWaitsForThePause() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape]), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.inputPaused(), [.escape])
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertFalse(decoder.hasPendingInput)
        XCTAssertEqual(decoder.inputPaused(), [])
    }

    func testEscapeBeforeTextIsEscapeThenTheText() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("a")), [.escape, .text("a")])
        XCTAssertEqual(decoder.decode([escape, escape]), [.escape])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.inputPaused(), [.escape])
    }

    func testTextBeforeAPendingEscapeIsDeliveredAtOnce() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("hi") + [escape]), [.text("hi")])
        XCTAssertEqual(decoder.inputPaused(), [.escape])
    }

    func testEveryKnownSequence() {
        let table: [(String, Key)] = [
            ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
            ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
            ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
            ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end),
            ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
            ("[1;5C", .right), ("[1;2A", .up), ("[3;5~", .delete), ("OM", .enter),
        ]
        for (suffix, key) in table {
            let input = [escape] + bytes(suffix)
            XCTAssertEqual(decodeAll(input), [key], "ESC \(suffix)")
            for cut in 1..<input.count {
                XCTAssertEqual(decodeInPieces(input, cuts: [cut]), [key], "ESC \(suffix) cut at \(cut)")
            }
            XCTAssertEqual(decodeInPieces(input, cuts: Array(1..<input.count)), [key], "ESC \(suffix) byte by byte")
        }
    }

    func testAnIncompleteSequenceIsNotReportedBeforeThePause() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("[5")), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("~")), [.pageUp])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testUnknownSequencesKeepTheirBytes() {
        for suffix in ["[2~", "[Z", "[15~", "OP", "[<0;3;4M", "[?1;2c", "[ q"] {
            let input = [escape] + bytes(suffix)
            XCTAssertEqual(decodeAll(input), [.unknown(input)], "ESC \(suffix)")
        }
    }

    func testASequenceCutShortByThePauseIsUnknown() {
        XCTAssertEqual(decodeAll([escape] + bytes("[1")), [.unknown([escape] + bytes("[1"))])
        XCTAssertEqual(decodeAll([escape] + bytes("[")), [.unknown([escape] + bytes("["))])
        XCTAssertEqual(decodeAll([escape] + bytes("O")), [.unknown([escape] + bytes("O"))])
    }

    func testASequenceInterruptedByAControlByteEndsThere() {
        XCTAssertEqual(decodeAll([escape] + bytes("[1") + [0x03]), [.unknown([escape] + bytes("[1")), .control("c")])
        XCTAssertEqual(
            decodeAll([escape] + bytes("[") + [escape] + bytes("[B")), [.unknown([escape] + bytes("[")), .down])
    }

    func testAnOverlongSequenceIsCutAtTheMaximumLength() {
        let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 40)
        let kept = KeyDecoder.maximumSequenceLength - 3
        var decoder = KeyDecoder()
        XCTAssertEqual(
            decoder.decode([escape] + bytes("[") + digits),
            [.unknown([escape] + bytes("[") + digits.prefix(kept)), .text(String(repeating: "1", count: 40 - kept))]
        )
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testAPasteWithNewlinesAndArrowsDecodesInOrderInAnyPieces() {
        let input = bytes("x-men\r\n") + [escape] + bytes("[B") + bytes("雷") + [0x15, escape] + bytes("OD")
        let expected: [Key] = [.text("x-men"), .enter, .down, .text("雷"), .control("u"), .left]
        XCTAssertEqual(decodeAll(input), expected)
        for first in 1..<input.count {
            for second in first..<input.count {
                XCTAssertEqual(decodeInPieces(input, cuts: [first, second]), expected, "cuts \(first), \(second)")
            }
        }
    }
}
