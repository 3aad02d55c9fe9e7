import TestSupport
import XCTest

@testable import HeroCatalog

final class PairMaskTests: XCTestCase {
    func testTextsOfFewerThanTwoBytesHaveTheEmptyMask() {
        XCTAssertEqual(PairMask().rawValue, 0)
        XCTAssertEqual(PairMask(of: [UInt8]()), PairMask())
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(PairMask(of: [byte]), PairMask(), "byte \(byte)")
        }
    }

    func testEveryPairSetsExactlyOneBit() {
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max {
                let mask = PairMask(of: [first, second])
                XCTAssertEqual(mask.rawValue.nonzeroBitCount, 1, "pair \(first), \(second)")
                XCTAssertEqual(mask.rawValue, PairMask.bit(first, second), "pair \(first), \(second)")
            }
        }
    }

    func testThePairsOfLettersAndDigitsSpreadOverAllBits() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var used: UInt64 = 0
        for first in alphabet {
            for second in alphabet { used |= PairMask.bit(first, second) }
        }
        XCTAssertEqual(used, UInt64.max)
    }

    func testAMaskIsTheUnionOfItsAdjacentPairs() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<1_000 {
            let text = random.foldedText(maximumLength: 16)
            let pairs = zip(text, text.dropFirst()).reduce(UInt64(0)) { $0 | PairMask.bit($1.0, $1.1) }
            XCTAssertEqual(PairMask(of: text).rawValue, pairs, "seed \(seed) round \(round): \(text)")
        }
    }

    func testANameHoldsTheMaskOfAPairItContains() {
        let nova = PairMask(of: Array("nova".utf8))
        XCTAssertTrue(nova.contains(PairMask(of: Array("no".utf8))))
        XCTAssertTrue(nova.contains(PairMask(of: Array("ova".utf8))))
        XCTAssertTrue(nova.contains(PairMask(of: Array("nova".utf8))))
        XCTAssertTrue(nova.contains(PairMask(of: Array("n".utf8))), "a needle of one byte has no pairs")
        XCTAssertTrue(nova.contains(PairMask()))
    }

    /// What the mask adds to ``CharacterMask``: "onion" holds an "n" and an "o", but not side by
    /// side. (The hash could have let it through; for these bytes it does not.)
    func testRejectsANameWithTheLettersButNotThePair() {
        let onion = Array("onion".utf8)
        let no = Array("no".utf8)
        XCTAssertTrue(CharacterMask(of: onion).contains(CharacterMask(of: no)))
        XCTAssertFalse(PairMask(of: onion).contains(PairMask(of: no)))
        XCTAssertFalse(PairMask(of: Array("nova".utf8)).contains(PairMask(of: Array("on".utf8))), "order matters")
        XCTAssertFalse(PairMask(of: Array("spiderman".utf8)).contains(PairMask(of: Array("ps".utf8))))
    }

    /// The property the search stands on: a text that contains a needle holds its pair mask.
    func testATextsMaskContainsTheMaskOfEverySubstring() {
        forRandomFoldedTextsAndTheirParts { text, needle, context in
            XCTAssertTrue(PairMask(of: text).contains(PairMask(of: needle)), context)
        }
    }
}
