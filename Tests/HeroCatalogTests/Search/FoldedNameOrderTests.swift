import TestSupport
import XCTest

@testable import HeroCatalog

final class FoldedNameOrderTests: XCTestCase {
    /// A name as the sort sees it: folded, and as written.
    private struct Name {
        var folded: [UInt8]
        var original: String
    }

    /// The order the sort must give: folded bytes (a prefix first), then the original's Unicode
    /// order, then the hero's number.
    private func referenceOrder(_ heroes: [UInt32], of names: [Name]) -> [UInt32] {
        heroes.sorted { left, right in
            let (a, b) = (names[Int(left)], names[Int(right)])
            if a.folded != b.folded { return a.folded.lexicographicallyPrecedes(b.folded) }
            if a.original != b.original { return a.original < b.original }
            return left < right
        }
    }

    /// Sorts `heroes` (all of `names` by default) with folded names back to back in one buffer,
    /// as ``FoldedHeroes`` keeps them.
    private func sorted(_ names: [Name], heroes: [UInt32]? = nil) -> [UInt32] {
        var text: [UInt8] = []
        var ends = [0]
        for name in names {
            text += name.folded
            ends.append(text.count)
        }
        return FoldedNameOrder.sorted(
            heroes ?? names.indices.map(UInt32.init), text: text,
            name: { ends[Int($0)]..<ends[Int($0) + 1] },
            original: { names[Int($0)].original })
    }

    private func assertSortedLikeTheReference(
        _ names: [Name], heroes: [UInt32]? = nil, _ context: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let heroes = heroes ?? names.indices.map(UInt32.init)
        let actual = sorted(names, heroes: heroes)
        let expected = referenceOrder(heroes, of: names)
        guard actual != expected else { return }
        let describe = { (hero: UInt32) in
            "#\(hero) \(String(decoding: names[Int(hero)].folded, as: UTF8.self)) (\(names[Int(hero)].original))"
        }
        guard actual.count == expected.count else {
            return XCTFail("\(context()): \(actual.count) heroes, expected \(expected.count)", file: file, line: line)
        }
        let first = actual.indices.first { actual[$0] != expected[$0] }!
        XCTFail(
            "\(context()): of \(heroes.count), position \(first) holds \(describe(actual[first])), "
                + "expected \(describe(expected[first]))", file: file, line: line)
    }

    // MARK: Exact cases

    func testSortsByFoldedBytesThenOriginalThenNumber() {
        let names = [
            Name(folded: Array("storm".utf8), original: "Storm"),
            Name(folded: Array("spiderman".utf8), original: "Spider-Man"),
            Name(folded: Array("spiderman".utf8), original: "Spider Man"),
            Name(folded: Array("spider".utf8), original: "Spider"),
            Name(folded: [], original: "🕷️"),
            Name(folded: Array("spiderman".utf8), original: "Spider Man"),
            Name(folded: Array("雷神".utf8), original: "雷神"),
            Name(folded: Array("zz".utf8), original: "ZZ"),
        ]
        XCTAssertEqual(sorted(names), [4, 3, 2, 5, 1, 0, 7, 6])
        XCTAssertEqual(sorted(names, heroes: [7, 1, 2]), [2, 1, 7], "a subset, in any order")
        XCTAssertEqual(sorted([]), [])
        XCTAssertEqual(sorted(names, heroes: []), [])
    }

    /// A name that ends exactly where a block of its key ends sorts before the longer names that
    /// share it, even when the longer names' originals sort first. The short name comes first in
    /// the input, and enough names share the blocks before for the key sort (not the comparison
    /// sort) to run on that block.
    func testANameEndingAtABlocksEndSortsBeforeLongerNamesSharingIt() {
        // The blocks are bytes 0..<8, 8..<12, then eight at a time.
        for (length, blockStart) in [(8, 0), (12, 8), (20, 12), (28, 20)] {
            let shared = Array(repeating: UInt8(ascii: "m"), count: length)
            var names = [
                Name(folded: shared, original: "m" + String(repeating: "M", count: length - 1)),
                Name(folded: shared + Array("b".utf8), original: String(repeating: "M", count: length) + "B"),
                Name(folded: shared + Array("a".utf8), original: String(repeating: "M", count: length) + "A "),
            ]
            for filler in 0..<FoldedNameOrder.comparisonThreshold {
                let folded = shared.prefix(blockStart) + [UInt8(ascii: "a"), UInt8(ascii: "a") + UInt8(filler)]
                names.append(Name(folded: Array(folded), original: "filler \(filler)"))
            }
            let order = sorted(names)
            XCTAssertEqual(Array(order.suffix(3)), [0, 2, 1], "names ending at \(length) bytes")
            assertSortedLikeTheReference(names, "names ending at \(length) bytes")
        }
    }

    func testSameFoldedNamesSortByOriginalThenNumberInEveryPath() {
        for count in [2, FoldedNameOrder.comparisonThreshold + 1, FoldedNameOrder.radixThreshold + 1] {
            for length in [0, 3, 8, 12, 20] {
                let folded = Array(repeating: UInt8(ascii: "q"), count: length)
                let names = (0..<count).map { Name(folded: folded, original: "Q\(($0 * 7) % 5)") }
                assertSortedLikeTheReference(names, "\(count) names of \(length) bytes")
            }
        }
    }

    // MARK: Random cases

    /// Random names built to stress the blocks: families sharing prefixes of 8, 12, 16 and 24
    /// bytes, names ending exactly at 8, 12, 16 and 20 bytes, folded names repeated with other
    /// originals (and with the same), empty names, bytes of non-ASCII letters.
    private func randomNames(_ count: Int, random: inout SplitMix64) -> [Name] {
        let pieces = ["a", "b", "z", "雷"]
        let prefixes = [8, 12, 16, 24].map { length in
            random.bytes(length, from: Array("ab".utf8))
        }
        var names: [Name] = []
        while names.count < count {
            if !names.isEmpty && random.next(below: 8) == 0 {
                // The same folded name, written another way or the same way.
                var name = random.pick(names)
                if random.next(below: 2) == 0 { name.original = random.pick(["-", " ", "."]) + name.original }
                names.append(name)
                continue
            }
            var folded = random.next(below: 4) == 0 ? [] : random.pick(prefixes)
            switch random.next(below: 3) {
            case 0:
                // End exactly at a block's end.
                let end = random.pick([8, 12, 16, 20])
                while folded.count < end { folded.append(random.pick(Array("ab".utf8))) }
                folded = Array(folded.prefix(end))
            case 1:
                folded += Array((0..<random.next(below: 3)).map { _ in random.pick(pieces) }.joined().utf8)
            default:
                folded += random.bytes(random.next(below: 14), from: Array("ab".utf8))
            }
            if random.next(below: 16) == 0 { folded = [] }
            names.append(Name(folded: folded, original: original(of: folded, random: &random)))
        }
        return names
    }

    /// A spelling of `folded` before folding: letters in either case, with hyphens and spaces.
    private func original(of folded: [UInt8], random: inout SplitMix64) -> String {
        var original = ""
        for character in String(decoding: folded, as: UTF8.self) {
            if random.next(below: 6) == 0 { original.append(random.pick(["-", " "])) }
            original += random.next(below: 3) == 0 ? character.uppercased() : String(character)
        }
        return original.isEmpty ? random.pick(["", "🕷️", "—"]) : original
    }

    func testAgreesWithTheReferenceOnRandomNameSetsOfEverySize() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let small = FoldedNameOrder.comparisonThreshold
        let large = FoldedNameOrder.radixThreshold
        let sizes = [1, 2, 3, 5, small - 1, small, small + 1, 2 * small, 100, large - 1, large, large + 700]
        for size in sizes {
            for round in 0..<(size >= large ? 2 : 40) {
                let names = randomNames(size, random: &random)
                var heroes = names.indices.map(UInt32.init)
                if round % 2 == 1 {
                    // A shuffled subset, as one universe's members are.
                    heroes = heroes.filter { _ in random.next(below: 4) != 0 }
                    for index in heroes.indices.reversed() {
                        heroes.swapAt(index, random.next(below: index + 1))
                    }
                }
                assertSortedLikeTheReference(names, heroes: heroes, "seed \(seed) size \(size) round \(round)")
            }
        }
    }

    /// Runs longer than ``FoldedNameOrder/radixThreshold`` that tie on their first blocks, so
    /// the radix sort runs again on the later blocks.
    func testAgreesWithTheReferenceWhenLongRunsShareLongPrefixes() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for prefixLength in [8, 12, 16, 24] {
            let prefix = random.bytes(prefixLength, from: Array("cd".utf8))
            let names = (0..<(FoldedNameOrder.radixThreshold + 300)).map { _ in
                let folded = prefix + random.bytes(random.next(below: 14), from: Array("ab".utf8))
                return Name(folded: folded, original: original(of: folded, random: &random))
            }
            assertSortedLikeTheReference(names, "seed \(seed) prefix of \(prefixLength)")
        }
    }
}
