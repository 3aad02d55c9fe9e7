import Foundation
import TestSupport
import XCTest

@testable import TerminalUI

final class KeyDecoderTests: XCTestCase {
    private let escape: UInt8 = 0x1B

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Text

    func testPrintableASCIIIsOneTextEvent() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("Spider-Man 2")), [.text("Spider-Man 2")])
        XCTAssertFalse(decoder.hasPendingInput)
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

    func testEscapeFollowedByAKeyInTheSameInputIsAltWithThatKey() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape] + bytes("b")), [.alt(.text("b"))])
        XCTAssertEqual(decoder.decode([escape] + bytes("f")), [.alt(.text("f"))])
        XCTAssertEqual(decoder.decode([escape, 0x7F]), [.alt(.backspace)])
        XCTAssertEqual(decoder.decode([escape, 0x08]), [.alt(.backspace)])
        XCTAssertEqual(decoder.decode([escape, 0x0D]), [.alt(.enter)])
        XCTAssertEqual(decoder.decode([escape, 0x01]), [.alt(.control("a"))])
        XCTAssertEqual(decoder.decode([escape] + bytes("x1")), [.alt(.text("x")), .text("1")])
        XCTAssertEqual(decoder.decode([escape] + bytes("é")), [.alt(.text("é"))])
        XCTAssertEqual(decoder.decode([escape] + bytes("[")), [])
        XCTAssertEqual(decoder.inputPaused(), [.unknown([escape] + bytes("["))])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testEveryAltKeyIsOneKeyAndNeverTheEscapeKey() {
        let introducers = Set("[O]P_^X".utf8)
        for byte in UInt8(0)..<0x80 where !introducers.contains(byte) {
            let keys = decodeAll([escape, byte])
            XCTAssertEqual(keys.count, 1, "ESC \(byte): \(keys)")
            guard case .alt? = keys.first else { return XCTFail("ESC \(byte) gave \(keys)") }
        }
    }

    func testAltSplitAcrossReadsIsStillAlt() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([escape]), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(bytes("b")), [.alt(.text("b"))])
        XCTAssertEqual(decoder.decode([escape, 0xC3]), [])
        XCTAssertEqual(decoder.decode([0xA9]), [.alt(.text("é"))])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testAltEscapeAndAltWithASequence() {
        XCTAssertEqual(decodeAll([escape, escape]), [.alt(.escape)])
        XCTAssertEqual(decodeAll([escape, escape] + bytes("a")), [.alt(.escape), .text("a")])
        XCTAssertEqual(decodeAll([escape, escape] + bytes("[A")), [.alt(.up)])
        XCTAssertEqual(decodeAll([escape, escape] + bytes("OD")), [.alt(.left)])
        XCTAssertEqual(decodeInPieces([escape, escape] + bytes("[A"), cuts: [1, 2, 3]), [.alt(.up)])
        // A run of escapes pairs up, however long.
        XCTAssertEqual(decodeAll([UInt8](repeating: escape, count: 10_000)).count, 5_000)
    }

    func testTextBeforeAPendingEscapeIsDeliveredAtOnce() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("hi") + [escape]), [.text("hi")])
        XCTAssertEqual(decoder.inputPaused(), [.escape])
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

    // MARK: Randomized

    private static let escapeByte: UInt8 = 0x1B

    /// Inputs and the keys they decode to (terminal replies decode to none).
    private static let randomTokens: [(bytes: [UInt8], keys: [Key])] = [
        (Array("spider".utf8), [.text("spider")]),
        (Array("é雷".utf8), [.text("é雷")]),
        ([KeyDecoderTests.escapeByte] + Array("[A".utf8), [.up]),
        ([KeyDecoderTests.escapeByte] + Array("[1;5D".utf8), [.left]),
        ([KeyDecoderTests.escapeByte] + Array("OB".utf8), [.down]),
        ([KeyDecoderTests.escapeByte] + Array("b".utf8), [.alt(.text("b"))]),
        ([KeyDecoderTests.escapeByte, 0x7F], [.alt(.backspace)]),
        ([0x7F], [.backspace]),
        ([0x0D], [.enter]),
        ([KeyDecoderTests.escapeByte] + Array("]11;rgb:1a1a/1a1a/1a1a".utf8) + [0x07], []),
        (
            [KeyDecoderTests.escapeByte] + Array("P>|tmux 3.3a".utf8) + [
                KeyDecoderTests.escapeByte, UInt8(ascii: "\\"),
            ], []
        ),
        (
            [KeyDecoderTests.escapeByte] + Array("_Gi=31;OK".utf8) + [KeyDecoderTests.escapeByte, UInt8(ascii: "\\")],
            []
        ),
        (
            [KeyDecoderTests.escapeByte] + Array("[<0;40;12M".utf8),
            [.unknown([KeyDecoderTests.escapeByte] + Array("[<0;40;12M".utf8))]
        ),
        (
            [KeyDecoderTests.escapeByte, UInt8(ascii: "["), UInt8(ascii: "M"), 0x20, 0xE9, 0x41],
            [.unknown([KeyDecoderTests.escapeByte, 0x5B, 0x4D, 0x20, 0xE9, 0x41])]
        ),
    ]

    func testRandomInputInRandomPiecesDecodesAsInOnePiece() {
        let seed = UInt64(Date().timeIntervalSince1970 * 1_000)
        print("KeyDecoderTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0..<500 {
            var input: [UInt8] = []
            var expected: [Key] = []
            for _ in 0..<(1 + random.next(below: 12)) {
                let token = random.pick(Self.randomTokens)
                input += token.bytes
                expected += token.keys
            }
            let cuts = (0..<random.next(below: 6)).map { _ in random.next(below: input.count + 1) }.sorted()
            XCTAssertEqual(
                decodeInPieces(input, cuts: cuts), joiningText(expected),
                "seed \(seed) round \(round): input \(input), cuts \(cuts)")
        }
    }
}
