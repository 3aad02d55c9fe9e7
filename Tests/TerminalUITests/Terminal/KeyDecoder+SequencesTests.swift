import XCTest

@testable import TerminalUI

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

    func testASequenceWithAnyNumberOfParametersIsConsumedWhole() {
        let parameters = Array(Array(repeating: "1;", count: 2_000).joined().utf8)
        let input = [escape] + bytes("[") + parameters + bytes("~") + bytes("a")
        let kept = Array(input.prefix(KeyDecoder.maximumSequenceLength))
        XCTAssertEqual(decodeAll(input), [.unknown(kept), .text("a")])
        for cut in [1, 2, 31, 32, 33, 1_000, input.count - 2, input.count - 1] {
            XCTAssertEqual(decodeInPieces(input, cuts: [cut]), [.unknown(kept), .text("a")], "cut at \(cut)")
        }
        var decoder = KeyDecoder()
        _ = decoder.decode(input.dropLast(2))
        XCTAssertLessThanOrEqual(decoder.pending.count, KeyDecoder.maximumSequenceLength, "kept bytes stay few")
        XCTAssertTrue(decoder.hasPendingEscape, "still waiting for the final byte")
        XCTAssertEqual(decoder.decode(bytes("~a")), [.text("a")])
    }

    func testAnOverlongSequenceOpenAtThePauseIsAbandoned() {
        var decoder = KeyDecoder()
        let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 40)
        XCTAssertEqual(decoder.decode([escape] + bytes("[") + digits).count, 1)
        XCTAssertEqual(decoder.inputPaused(), [])
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("12")), [.text("12")])
    }

    func testMouseReportsAreConsumedWhole() {
        // X10: ESC [ M, then button, column and row as single bytes (32 plus the value), any byte.
        for report in [bytes("[M !!"), [UInt8(ascii: "["), UInt8(ascii: "M"), 0x20, 0xFF, 0x7F], bytes("[M#\u{7}A")] {
            let input = [escape] + report + bytes("z")
            XCTAssertEqual(decodeAll(input), [.unknown(Array(input.dropLast())), .text("z")], "\(report)")
            for cut in 1..<input.count {
                XCTAssertEqual(
                    decodeInPieces(input, cuts: [cut]), [.unknown(Array(input.dropLast())), .text("z")],
                    "\(report) cut at \(cut)")
            }
        }
        // SGR: ESC [ < button ; column ; row, then M (press) or m (release).
        for report in ["[<0;12;5M", "[<0;12;5m", "[<64;1000;2000M", "[<35;1;1M"] {
            let input = [escape] + bytes(report) + bytes("z")
            XCTAssertEqual(decodeAll(input), [.unknown(Array(input.dropLast())), .text("z")], report)
            for cut in 1..<input.count {
                XCTAssertEqual(
                    decodeInPieces(input, cuts: [cut]), [.unknown(Array(input.dropLast())), .text("z")],
                    "\(report) cut at \(cut)")
            }
        }
    }

    func testTerminalStringsAreDroppedUpToTheirTerminator() {
        let stringTerminator = [escape] + bytes("\\")
        let replies: [[UInt8]] = [
            [escape] + bytes("]11;rgb:0000/0000/0000") + [0x07],  // OSC, BEL-terminated
            [escape] + bytes("]10;rgb:ffff/ffff/ffff") + stringTerminator,  // OSC, ST-terminated
            [escape] + bytes("P1$r0m") + stringTerminator,  // DCS (DECRQSS reply)
            [escape] + bytes("_Gi=1;OK") + stringTerminator,  // APC (kitty graphics reply)
            [escape] + bytes("^private") + stringTerminator,  // PM
            [escape] + bytes("Xstart of string") + stringTerminator,  // SOS
            [escape] + bytes("]52;c;") + [UInt8](repeating: UInt8(ascii: "Q"), count: 100_000) + [0x07],
            [escape] + bytes("]0;title with é and [brackets]") + [0x07],
        ]
        for reply in replies {
            let input = bytes("a") + reply + bytes("b")
            XCTAssertEqual(decodeAll(input), [.text("a"), .text("b")], "\(reply.prefix(12))")
            for cut in [1, 2, 3, 4, reply.count - 1, reply.count, reply.count + 1] {
                XCTAssertEqual(decodeInPieces(input, cuts: [cut]), [.text("ab")], "\(reply.prefix(12)) cut at \(cut)")
            }
        }
    }

    func testAStringIsEndedByCancelOrByAnotherSequence() {
        XCTAssertEqual(decodeAll([escape] + bytes("]0;x") + [0x18] + bytes("a")), [.text("a")])
        XCTAssertEqual(decodeAll([escape] + bytes("]0;x") + [0x1A] + bytes("a")), [.text("a")])
        XCTAssertEqual(decodeAll([escape] + bytes("]0;x") + [escape] + bytes("[A")), [.up])
    }

    func testAStringOpenAtThePauseIsAbandonedSoTypingIsNotSwallowed() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("]0;unfinished")), [])
        XCTAssertTrue(decoder.hasPendingEscape, "waiting for the terminator")
        XCTAssertEqual(decoder.decode(bytes("more")), [])
        XCTAssertEqual(decoder.inputPaused(), [])
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("typed")), [.text("typed")])
        // An ESC that ends a string's input is held: it may start the terminator.
        XCTAssertEqual(decoder.decode([escape] + bytes("]0;x") + [escape]), [])
        XCTAssertEqual(decoder.pending, [escape])
        XCTAssertEqual(decoder.inputPaused(), [], "an ESC inside a string is not the Esc key")
        XCTAssertEqual(decoder.decode(bytes("q")), [.text("q")])
    }

    func testAnIncompleteSequenceIsNotReportedBeforeThePause() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("[5")), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("~")), [.pageUp])
        XCTAssertFalse(decoder.hasPendingInput)
    }
}
