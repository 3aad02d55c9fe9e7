import TestSupport
import XCTest

@testable import HeroCatalog

final class NeedleMatcherTests: XCTestCase {
    /// Whether the matcher finds `needle` in `name`, laid out in an array after `before` and
    /// followed by `after`, as names lie on a shelf.
    private func matcherFinds(
        _ needle: [UInt8], in name: [UInt8], before: [UInt8] = [], after: [UInt8] = []
    ) -> Bool {
        let text = before + name + after
        return NeedleMatcher(needle: needle).occurs(in: text, from: before.count, to: before.count + name.count)
    }

    /// Checks the matcher against ``naivelyContains(_:_:)`` for `name` at every offset 0…15 (after
    /// as many `filler` bytes), with `after` past its end.
    private func assertAgreesAtEveryOffset(
        _ needle: [UInt8], in name: [UInt8], after: [UInt8], filler: UInt8, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let expected = naivelyContains(name, needle)
        for offset in 0..<16 {
            let before = Array(repeating: filler, count: offset)
            XCTAssertEqual(
                matcherFinds(needle, in: name, before: before, after: after), expected,
                "\(string(needle)) in \(string(name)) at offset \(offset), \(string(after)) after it",
                file: file, line: line)
        }
    }

    private func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }

    func testFindsTheNeedleAnywhereInAName() {
        XCTAssertTrue(matcherFinds(Array("sp".utf8), in: Array("spiderman".utf8)))
        XCTAssertTrue(matcherFinds(Array("man".utf8), in: Array("spiderman".utf8)))
        XCTAssertTrue(matcherFinds(Array("derm".utf8), in: Array("spiderman".utf8)))
        XCTAssertTrue(matcherFinds(Array("spiderman".utf8), in: Array("spiderman".utf8)))
        XCTAssertTrue(matcherFinds(Array("雷".utf8), in: Array("captain雷神".utf8)))
        XCTAssertFalse(matcherFinds(Array("sm".utf8), in: Array("spiderman".utf8)))
        XCTAssertFalse(matcherFinds(Array("spidermann".utf8), in: Array("spiderman".utf8)))
    }

    func testFindsTheNeedleAtTheVeryEndOfANameOfAnyLength() {
        for length in 0..<24 {
            for needle in ["z", "yz", "xyz", "wxyzwxyz"] {
                let name = Array(repeating: UInt8(ascii: "a"), count: length) + Array(needle.utf8)
                assertAgreesAtEveryOffset(Array(needle.utf8), in: name, after: [], filler: UInt8(ascii: "z"))
                XCTAssertTrue(matcherFinds(Array(needle.utf8), in: name), "\(needle) after \(length) bytes")
            }
        }
    }

    func testIgnoresTheNeedleRunningPastTheNamesEnd() {
        for length in 0..<24 {
            let filler = Array(repeating: UInt8(ascii: "a"), count: length)
            // The first two bytes, or the first, or all but the last, lie in the name; the rest
            // in the next name.
            for (inName, pastEnd) in [("x", "y"), ("xy", "z"), ("x", "yz"), ("xyz", "w"), ("wxyzwxy", "z")] {
                let needle = Array((inName + pastEnd).utf8)
                let name = filler + Array(inName.utf8)
                assertAgreesAtEveryOffset(needle, in: name, after: Array(pastEnd.utf8) + needle, filler: needle[0])
                XCTAssertFalse(matcherFinds(needle, in: name, after: Array(pastEnd.utf8)), "\(inName)|\(pastEnd)")
            }
            // Wholly past the end: in the next name.
            assertAgreesAtEveryOffset(
                Array("xy".utf8), in: filler, after: Array("xyxy".utf8), filler: UInt8(ascii: "x"))
        }
    }

    func testNamesShorterThanTheNeedleNeverMatch() {
        for needleLength in 1...12 {
            let needle = Array(repeating: UInt8(ascii: "a"), count: needleLength)
            for nameLength in 0..<needleLength {
                let name = Array(repeating: UInt8(ascii: "a"), count: nameLength)
                assertAgreesAtEveryOffset(needle, in: name, after: needle, filler: UInt8(ascii: "a"))
            }
        }
    }

    func testEmptyNamesNeverMatch() {
        XCTAssertFalse(matcherFinds(Array("a".utf8), in: [], before: Array("a".utf8), after: Array("a".utf8)))
        XCTAssertFalse(matcherFinds(Array("ab".utf8), in: [], before: Array("ab".utf8), after: Array("ab".utf8)))
    }

    /// Every text over {a, b} of up to 10 bytes, every needle of up to 4 bytes, with the needle
    /// repeated past the name's end (or nothing there) and every offset 0…15
    /// taken in turn.
    func testAgreesWithANaiveSearchOnEverySmallCase() {
        func allTexts(upTo maximumLength: Int) -> [[UInt8]] {
            var texts: [[UInt8]] = [[]]
            var last: [[UInt8]] = [[]]
            for _ in 0..<maximumLength {
                last = last.flatMap { [$0 + [UInt8(ascii: "a")], $0 + [UInt8(ascii: "b")]] }
                texts += last
            }
            return texts
        }
        let needles = allTexts(upTo: 4).filter { !$0.isEmpty }
        for (textNumber, text) in allTexts(upTo: 10).enumerated() {
            for (needleNumber, needle) in needles.enumerated() {
                let expected = naivelyContains(text, needle)
                let before = Array(repeating: needle[0], count: (textNumber + needleNumber) % 16)
                for after in [[], needle + needle] {
                    XCTAssertEqual(
                        matcherFinds(needle, in: text, before: before, after: after), expected,
                        "\(string(needle)) in \(string(text)) at \(before.count), \(string(after)) after")
                }
            }
        }
    }

    /// Random shelves of names over small alphabets, which give many partial matches, each name
    /// checked in place: the bytes before and after it are other names.
    func testAgreesWithANaiveSearchOnRandomShelves() {
        let alphabets = [
            Array("ab".utf8), Array("abc".utf8), Array("ab雷".utf8), Array("abcdefghijklmnopqrstuvwxyz".utf8),
        ]
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<400 {
            let alphabet = random.pick(alphabets)
            let needle = random.bytes(1 + random.next(below: 12), from: alphabet)
            var names: [[UInt8]] = []
            for _ in 0..<(1 + random.next(below: 24)) {
                switch random.next(below: 4) {
                case 0: names.append(random.bytes(random.next(below: needle.count + 1), from: alphabet))
                case 1: names.append(random.bytes(random.next(below: 6), from: alphabet) + needle.prefix(2))
                case 2:
                    names.append(
                        random.bytes(random.next(below: 16), from: alphabet) + needle
                            + random.bytes(random.next(below: 4), from: alphabet))
                default: names.append(random.bytes(random.next(below: 40), from: alphabet))
                }
            }
            // A first, unsearched name puts the others at every offset from the buffer's start.
            names.insert(random.bytes(random.next(below: 16), from: alphabet), at: 0)
            let text = Array(names.joined())
            let matcher = NeedleMatcher(needle: needle)
            var start = names[0].count
            for name in names.dropFirst() {
                let found = matcher.occurs(in: text, from: start, to: start + name.count)
                XCTAssertEqual(
                    found, naivelyContains(name, needle),
                    "seed \(seed) round \(round): \(string(needle)) in \(string(name)) at \(start) of \(names.map(string))"
                )
                start += name.count
            }
        }
    }
}
