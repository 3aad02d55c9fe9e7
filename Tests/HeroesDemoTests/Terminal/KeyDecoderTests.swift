import XCTest

@testable import HeroesDemo

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
