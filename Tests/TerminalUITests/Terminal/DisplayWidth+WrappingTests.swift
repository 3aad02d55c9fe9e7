import TestSupport
import XCTest

@testable import TerminalUI

final class DisplayWidthWrappingTests: XCTestCase {
    func testBreaksAtSpacesWithinTheWidth() {
        XCTAssertEqual(
            DisplayWidth.wrap("Peter Parker swings over New York", to: 12), ["Peter Parker", "swings over", "New York"])
        XCTAssertEqual(DisplayWidth.wrap("a  b   c", to: 80), ["a b c"])
        XCTAssertEqual(DisplayWidth.wrap("   ", to: 5), [])
        XCTAssertEqual(DisplayWidth.wrap("", to: 5), [])
    }

    func testCutsWordsLongerThanALine() {
        XCTAssertEqual(DisplayWidth.wrap("abcdefghij xy", to: 4), ["abcd", "efgh", "ij", "xy"])
        XCTAssertEqual(DisplayWidth.wrap("abcdefgh", to: 4), ["abcd", "efgh"])
    }

    func testMeasuresByDisplayWidth() {
        XCTAssertEqual(DisplayWidth.wrap("日輪の炎 fire", to: 5), ["日輪", "の炎", "fire"])
        XCTAssertEqual(DisplayWidth.wrap("Zoe\u{308} Lane", to: 4), ["Zoe\u{308}", "Lane"])
        XCTAssertEqual(DisplayWidth.wrap("🕷️🕷️🕷️", to: 1), ["🕷️", "🕷️", "🕷️"], "a wide character alone exceeds a tiny width")
    }

    func testEveryLineFitsOnRandomText() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "bc", "def", " ", " ", "日", "🕷️", "e\u{301}", "xyzxyzxyz"]
        for _ in 0..<300 {
            let text = (0..<random.next(below: 20)).map { _ in random.pick(pieces) }.joined()
            let width = 2 + random.next(below: 12)
            let lines = DisplayWidth.wrap(text, to: width)
            XCTAssertTrue(
                lines.allSatisfy { DisplayWidth.of($0) <= width && !$0.hasSuffix(" ") }, "seed \(seed): \(text)")
            XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " }, "seed \(seed): \(text)")
        }
    }
}
