import XCTest

@testable import HeroesDemo

final class KeyDecoderSequencesTests: XCTestCase {
    private let escape: UInt8 = 0x1B

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

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

    func testAnIncompleteSequenceIsNotReportedBeforeThePause() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("[5")), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("~")), [.pageUp])
        XCTAssertFalse(decoder.hasPendingInput)
    }
}
