import XCTest

@testable import SeededRandom

final class SplitMix64Tests: XCTestCase {
    func testMatchesTheReferenceSequence() {
        // The first outputs of the reference implementation (Vigna's splitmix64.c) for seed 0.
        var random = SplitMix64(seed: 0)
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(random.next(), 0x06C4_5D18_8009_454F)
    }

    func testSkippingDrawsLandsWhereDrawingThemDoes() {
        for count in [0, 1, 2, 7, 1_000] {
            var drawn = SplitMix64(seed: 42)
            for _ in 0..<count { _ = drawn.next() }
            var skipped = SplitMix64(seed: 42)
            skipped.skip(UInt64(count))
            XCTAssertEqual(skipped.state, drawn.state, "after \(count) draws")
            XCTAssertEqual(skipped.next(), drawn.next(), "after \(count) draws")
        }
    }

    func testEqualSeedsGiveEqualSequences() {
        var first = SplitMix64(seed: 12_345)
        var second = SplitMix64(seed: 12_345)
        var other = SplitMix64(seed: 12_346)
        let firstValues = (0..<100).map { _ in first.next() }
        XCTAssertEqual(firstValues, (0..<100).map { _ in second.next() })
        XCTAssertNotEqual(firstValues, (0..<100).map { _ in other.next() })
    }

    func testBoundedValuesStayInRangeAndCoverIt() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<10_000 {
            let value = random.next(below: 10)
            XCTAssertTrue((0..<10).contains(value), "\(value)")
            seen.insert(value)
        }
        XCTAssertEqual(seen, Set(0..<10))
        XCTAssertEqual(random.next(below: 1), 0)
    }

    func testPickChoosesEveryElementEventually() {
        var random = SplitMix64(seed: 99)
        let picked = Set((0..<1_000).map { _ in random.pick(["a", "b", "c"]) })
        XCTAssertEqual(picked, ["a", "b", "c"])
    }
}
