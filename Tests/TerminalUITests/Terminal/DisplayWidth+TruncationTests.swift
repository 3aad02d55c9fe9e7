import TestSupport
import XCTest

@testable import TerminalUI

final class DisplayWidthTruncationTests: XCTestCase {
    func testTextThatFitsIsUnchanged() {
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: 10), "Hulk")
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: 4), "Hulk")
        XCTAssertEqual(DisplayWidth.truncate("雷神", to: 4), "雷神")
        XCTAssertEqual(DisplayWidth.truncate("", to: 0), "")
    }

    func testLongTextEndsWithAnEllipsisWithinTheWidth() {
        XCTAssertEqual(DisplayWidth.truncate("Guardians of the Galaxy", to: 10), "Guardians…")
        XCTAssertEqual(
            DisplayWidth.truncate("Guardians of the Galaxy", to: 18), "Guardians of the…", "space before … dropped")
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: 3), "Hu…")
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: 1), "…")
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: 0), "")
        XCTAssertEqual(DisplayWidth.truncate("Hulk", to: -3), "")
    }

    func testWideCharactersAreNeverCutInHalf() {
        XCTAssertEqual(DisplayWidth.truncate("雷神雷神", to: 5), "雷神…")
        XCTAssertEqual(DisplayWidth.truncate("雷神雷神", to: 4), "雷…", "one column stays empty")
        XCTAssertEqual(DisplayWidth.truncate("🦇🦇🦇", to: 4), "🦇…")
    }

    func testGraphemesAreNeverSplit() {
        let zoe = DisplayWidth.truncate("Zoe\u{308}Lane", to: 4)
        XCTAssertEqual(zoe, "Zoe\u{308}…")
        XCTAssertEqual(Array(zoe.unicodeScalars.map(\.value)), [0x5A, 0x6F, 0x65, 0x308, 0x2026])
        let flags = DisplayWidth.truncate("🇬🇧🇫🇷🇩🇪", to: 4)
        XCTAssertEqual(flags, "🇬🇧…")
        XCTAssertEqual(flags.unicodeScalars.count, 3, "both regional indicators of the kept flag, then …")
        XCTAssertEqual(DisplayWidth.truncate("👩‍🔬👩‍🔬", to: 3), "👩‍🔬…")
    }

    func testAHugeFieldIsCutFromItsStart() {
        // Only the start is read: the accent at the end cannot change the result.
        let ascii = String(repeating: "L", count: 10_000_000) + "e\u{301}"
        XCTAssertEqual(DisplayWidth.truncate(ascii, to: 8), "LLLLLLL…")
        XCTAssertEqual(DisplayWidth.pad(ascii, to: 3), "LL…")
        let wide = String(repeating: "雷", count: 5_000_000)
        XCTAssertEqual(DisplayWidth.truncate(wide, to: 7), "雷雷雷…")
        XCTAssertEqual(DisplayWidth.pad(wide, to: 6), "雷雷… ")
    }

    func testAnAccentJustPastTheWidthBelongsToTheLetterBeforeIt() {
        XCTAssertEqual(DisplayWidth.truncate("abce\u{301}", to: 4), "abce\u{301}", "four columns fit")
        XCTAssertEqual(DisplayWidth.truncate("abcde\u{301}", to: 4), "abc…")
        XCTAssertEqual(DisplayWidth.pad("abcde\u{301}", to: 5), "abcde\u{301}")
    }

    func testPadFillsExactlyTheWidth() {
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5), "ab   ")
        XCTAssertEqual(DisplayWidth.pad("雷神", to: 5), "雷神 ")
        XCTAssertEqual(DisplayWidth.pad("雷神雷神", to: 4), "雷… ")
        XCTAssertEqual(DisplayWidth.pad("Zoe\u{308}", to: 4), "Zoe\u{308} ")
        XCTAssertEqual(DisplayWidth.pad("", to: 2), "  ")
        XCTAssertEqual(DisplayWidth.pad("abc", to: 0), "")
    }

    /// For random mixed-width text and widths: the result fits, keeps whole characters from the
    /// start, and is the original whenever the original fits.
    func testRandomTextAndWidths() {
        let alphabet: [Character] = ["a", "B", " ", "雷", "🦇", "🇬🇧", "e\u{301}", "\u{200B}", "ñ", "👩‍🔬", "Ｘ"]
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let text = String((0..<random.next(below: 12)).map { _ in random.pick(alphabet) })
            let width = random.next(below: 16)
            let result = DisplayWidth.truncate(text, to: width)
            let context = "seed \(seed), \(text.debugDescription) to \(width) gave \(result.debugDescription)"
            XCTAssertLessThanOrEqual(DisplayWidth.of(result), width, context)
            if DisplayWidth.of(text) <= width {
                XCTAssertEqual(result, text, context)
            } else if width > 0 {
                XCTAssertEqual(result.last, "…", context)
                XCTAssertTrue(text.starts(with: result.dropLast()), context)
                XCTAssertGreaterThanOrEqual(
                    DisplayWidth.of(result), width - 1 - trailingSpaceWidth(text, result), context)
            }
            XCTAssertEqual(DisplayWidth.of(DisplayWidth.pad(text, to: width)), width, context)
        }
    }

    /// Columns given up because white space before the ellipsis was dropped.
    private func trailingSpaceWidth(_ text: String, _ result: String) -> Int {
        let kept = result.dropLast().count
        return text.dropFirst(kept).prefix { $0.isWhitespace }.count
    }
}
