import TestSupport
import XCTest

@testable import HeroCatalog

final class CharacterMaskTests: XCTestCase {
    private let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    private let digits = Array("0123456789".utf8)

    func testLettersAndDigitsHaveABitEachInOrder() {
        for (position, letter) in letters.enumerated() {
            XCTAssertEqual(CharacterMask.bit(letter), 1 << UInt64(position), "letter \(letter)")
        }
        for (position, digit) in digits.enumerated() {
            XCTAssertEqual(CharacterMask.bit(digit), 1 << UInt64(26 + position), "digit \(digit)")
        }
    }

    func testEveryOtherByteTakesOneOfTheTopBitsByItsRemainderModulo28() {
        let lettersAndDigits = Set(letters + digits)
        var topBitsUsed: UInt64 = 0
        for byte in UInt8.min...UInt8.max where !lettersAndDigits.contains(byte) {
            XCTAssertEqual(CharacterMask.bit(byte), 1 << UInt64(36 + Int(byte) % 28), "byte \(byte)")
            if byte >= 0x80 { topBitsUsed |= CharacterMask.bit(byte) }
        }
        XCTAssertEqual(topBitsUsed, ~((1 << 36) - 1), "the bytes of non-ASCII letters use all of bits 36–63")
    }

    func testTwoBytesShareABitOnlyWhenNeitherIsALetterOrDigit() {
        let lettersAndDigits = Set(letters + digits)
        for first in UInt8.min...UInt8.max {
            XCTAssertEqual(CharacterMask.bit(first).nonzeroBitCount, 1, "byte \(first)")
            for second in UInt8.min...UInt8.max where first != second {
                let shared = CharacterMask.bit(first) == CharacterMask.bit(second)
                let expected =
                    !lettersAndDigits.contains(first) && !lettersAndDigits.contains(second)
                    && first % 28 == second % 28
                XCTAssertEqual(shared, expected, "bytes \(first) and \(second)")
            }
        }
    }

    func testMaskOfATextIsTheUnionOfItsBytesBits() {
        XCTAssertEqual(CharacterMask().rawValue, 0)
        XCTAssertEqual(CharacterMask(of: [UInt8]()), CharacterMask())
        XCTAssertEqual(CharacterMask(of: Array("a".utf8)).rawValue, 1)
        XCTAssertEqual(CharacterMask(of: Array("abba".utf8)).rawValue, 0b11)
        XCTAssertEqual(CharacterMask(of: Array("z9".utf8)).rawValue, 1 << 25 | 1 << 35)
        // "雷" is E9 9B B7: 233 % 28 = 9, 155 % 28 = 15, 183 % 28 = 15.
        XCTAssertEqual(CharacterMask(of: Array("雷".utf8)).rawValue, 1 << 45 | 1 << 51)
        var inserted = CharacterMask()
        inserted.insert(UInt8(ascii: "c"))
        inserted.insert(UInt8(ascii: "c"))
        inserted.insert(UInt8(ascii: "0"))
        XCTAssertEqual(inserted, CharacterMask(rawValue: 1 << 2 | 1 << 26))
        XCTAssertEqual(inserted, CharacterMask(of: Array("c0".utf8)))
    }

    func testContainsIsTheSubsetTest() {
        let name = CharacterMask(of: Array("spiderman".utf8))
        XCTAssertTrue(name.contains(CharacterMask(of: Array("sp".utf8))))
        XCTAssertTrue(name.contains(CharacterMask(of: Array("namredips".utf8))), "order does not matter")
        XCTAssertTrue(name.contains(CharacterMask()), "every mask holds the empty one")
        XCTAssertFalse(name.contains(CharacterMask(of: Array("x".utf8))))
        XCTAssertFalse(name.contains(CharacterMask(of: Array("spidex".utf8))), "one missing byte is enough")
        XCTAssertFalse(CharacterMask().contains(CharacterMask(of: Array("a".utf8))))
        // Exhaustively over the letters a–e: a mask holds another exactly when its letters do.
        let small = Array("abcde".utf8)
        for outer in 0..<32 {
            for inner in 0..<32 {
                let outerText = small.indices.filter { outer >> $0 & 1 == 1 }.map { small[$0] }
                let innerText = small.indices.filter { inner >> $0 & 1 == 1 }.map { small[$0] }
                XCTAssertEqual(
                    CharacterMask(of: outerText).contains(CharacterMask(of: innerText)), outer & inner == inner,
                    "\(outerText) ⊇ \(innerText)")
            }
        }
    }

    func testIsExactOnlyForOneASCIILetterOrDigit() {
        for byte in letters + digits {
            XCTAssertTrue(CharacterMask.isExact(for: [byte]), "byte \(byte)")
        }
        XCTAssertFalse(CharacterMask.isExact(for: [UInt8]()))
        XCTAssertFalse(CharacterMask.isExact(for: Array("ab".utf8)))
        XCTAssertFalse(CharacterMask.isExact(for: Array("a1".utf8)))
        XCTAssertFalse(CharacterMask.isExact(for: Array("ж".utf8)), "one letter of two bytes")
        XCTAssertFalse(CharacterMask.isExact(for: [0xE9]), "one non-ASCII byte")
        XCTAssertTrue(CharacterMask.isExact(for: Array("q".utf8)[...]), "a slice")
    }

    func testTheGeneratorsPiecesAreFoldedText() {
        for piece in SplitMix64.foldedPieces {
            XCTAssertEqual(TextFolding.fold(piece), piece)
        }
    }

    /// `masks(of:)` computes both masks in one pass; it must give what the two initializers give.
    func testMasksOfAgreesWithTheInitializers() {
        func assertAgrees(
            _ text: [UInt8], _ context: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
        ) {
            let masks = CharacterMask.masks(of: text)
            XCTAssertEqual(masks.characters, CharacterMask(of: text), "\(context()): \(text)", file: file, line: line)
            XCTAssertEqual(masks.pairs, PairMask(of: text), "\(context()): \(text)", file: file, line: line)
        }
        assertAgrees([], "empty")
        for byte in UInt8.min...UInt8.max {
            assertAgrees([byte], "one byte")
            assertAgrees([byte, UInt8(ascii: "a")], "two bytes")
        }
        assertAgrees(Array("雷神".utf8), "non-ASCII")
        assertAgrees(Array("zoëlaneжσ42".utf8), "mixed")
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<2_000 {
            let text =
                round.isMultiple(of: 2) ? random.anyBytes(random.next(below: 40)) : random.foldedText(maximumLength: 30)
            assertAgrees(text, "seed \(seed) round \(round)")
        }
    }

    /// The property the search stands on: a text that contains a needle holds its mask.
    func testATextsMaskContainsTheMaskOfEverySubstring() {
        forRandomFoldedTextsAndTheirParts { text, needle, context in
            let oneByOne = CharacterMask.masks(of: text).characters
            XCTAssertTrue(CharacterMask(of: text).contains(CharacterMask(of: needle)), context)
            XCTAssertTrue(oneByOne.contains(CharacterMask(of: needle)), context)
        }
    }

    /// For a needle of one ASCII letter or digit the mask test is the whole answer.
    func testOneLetterOrDigitNeedlesAreAnsweredExactlyByTheMask() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<1_000 {
            let text = random.foldedText(maximumLength: 12)
            let mask = CharacterMask.masks(of: text).characters
            for byte in letters + digits {
                XCTAssertTrue(CharacterMask.isExact(for: [byte]))
                XCTAssertEqual(
                    mask.contains(CharacterMask(of: [byte])), text.contains(byte),
                    "seed \(seed) round \(round): \(String(decoding: text, as: UTF8.self)) and \(byte)")
            }
        }
    }
}
