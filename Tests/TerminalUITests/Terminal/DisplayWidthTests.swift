import XCTest

@testable import TerminalUI

final class DisplayWidthTests: XCTestCase {
    func testASCIIIsOneColumnPerCharacter() {
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of("Hulk"), 4)
        XCTAssertEqual(DisplayWidth.of("Spider-Man & Co. (1962)"), 23)
    }

    func testEmojiAreTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("🦇"), 2)
        XCTAssertEqual(DisplayWidth.of("⚡"), 2)
        XCTAssertEqual(DisplayWidth.of("🦇⚡"), 4)
        XCTAssertEqual(DisplayWidth.of("Bat 🦇"), 6)
    }

    func testEmojiSequencesAreOneTwoColumnGlyph() {
        XCTAssertEqual(DisplayWidth.of("🕷️"), 2, "text-default symbol with VS16")
        XCTAssertEqual(DisplayWidth.of("🇬🇧"), 2, "flag: two regional indicators")
        XCTAssertEqual(DisplayWidth.of("👩‍🔬"), 2, "ZWJ sequence")
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2, "skin tone modifier")
        XCTAssertEqual(DisplayWidth.of("1️⃣"), 2, "keycap")
        XCTAssertEqual(DisplayWidth.of("🇬🇧🇫🇷"), 4)
    }

    func testTextPresentationIsOneColumn() {
        XCTAssertEqual(DisplayWidth.of("🕷"), 1, "spider without VS16 has text presentation by default")
        XCTAssertEqual(DisplayWidth.of("☀\u{FE0E}"), 1)
        XCTAssertEqual(DisplayWidth.of("🦇\u{FE0E}"), 1)
        XCTAssertEqual(DisplayWidth.of("★"), 1)
        XCTAssertEqual(DisplayWidth.of("1"), 1)
    }

    func testEastAsianWideCharactersAreTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("雷神"), 4, "CJK ideographs")
        XCTAssertEqual(DisplayWidth.of("カタカナ"), 8, "katakana")
        XCTAssertEqual(DisplayWidth.of("ひらがな"), 8, "hiragana")
        XCTAssertEqual(DisplayWidth.of("한국"), 4, "Hangul syllables")
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4, "fullwidth Latin")
        XCTAssertEqual(DisplayWidth.of("。"), 2, "ideographic full stop")
        XCTAssertEqual(DisplayWidth.of("\u{3000}"), 2, "ideographic space")
        XCTAssertEqual(DisplayWidth.of("𠀋"), 2, "CJK extension B, outside the BMP")
        XCTAssertEqual(DisplayWidth.of("Sunfire 日輪"), 12)
    }

    func testHalfwidthFormsAreOneColumn() {
        XCTAssertEqual(DisplayWidth.of("ｶﾀｶﾅ"), 4)
        XCTAssertEqual(DisplayWidth.of("Ω"), 1)
        XCTAssertEqual(DisplayWidth.of("Ж"), 1)
    }

    func testCombiningMarksAddNoColumns() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("Zoe\u{308} Lane"), 8)
        XCTAssertEqual(DisplayWidth.of("a\u{301}\u{302}\u{303}"), 1, "several marks on one base")
        XCTAssertEqual(DisplayWidth.of("\u{301}"), 0, "a mark with no base")
        XCTAssertEqual(DisplayWidth.of("a\u{20DD}"), 1, "enclosing mark")
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2, "Hangul syllable from conjoining jamo")
    }

    func testInvisibleCharactersAreZeroColumns() {
        XCTAssertEqual(DisplayWidth.of("\u{200B}"), 0, "zero width space")
        XCTAssertEqual(DisplayWidth.of("\u{200D}"), 0, "zero width joiner")
        XCTAssertEqual(DisplayWidth.of("\u{FEFF}"), 0, "byte order mark")
        XCTAssertEqual(DisplayWidth.of("a\tb"), 2, "control characters draw nothing")
        XCTAssertEqual(DisplayWidth.of("\r\n"), 0)
    }

    func testLatinShortcutFollowsTheGeneralRules() {
        // Scalars below the combining marks take a shortcut; it must match the general rules.
        for value in UInt32(0x20)..<0x300 {
            let scalar = Unicode.Scalar(value)!
            let expected = DisplayWidth.isZeroWidth(scalar) ? 0 : 1
            XCTAssertEqual(DisplayWidth.of(Character(scalar)), expected, String(value, radix: 16))
        }
        XCTAssertEqual(DisplayWidth.of("\u{AD}"), 0, "soft hyphen is a format character")
    }

    func testCharacterAndStringMeasuresAgree() {
        let samples = ["Hulk", "Araña", "雷神", "🕷️🇬🇧", "Zoe\u{308}", "a\u{200B}b", "ＡB", "x\u{301}\u{301}"]
        for sample in samples {
            XCTAssertEqual(DisplayWidth.of(sample), sample.reduce(0) { $0 + DisplayWidth.of($1) }, sample)
            XCTAssertEqual(DisplayWidth.of(sample[...]), DisplayWidth.of(sample), "substring \(sample)")
        }
    }

    func testWideRangeBoundaries() {
        let cases: [(UInt32, Bool)] = [
            (0x10FF, false), (0x1100, true), (0x115F, true), (0x1160, false),
            (0x2E7F, false), (0x2E80, true), (0x303E, true), (0x303F, false),
            (0x4DBF, true), (0x4DC0, false), (0x4E00, true), (0x9FFF, true),
            (0xABFF, false), (0xAC00, true), (0xD7A3, true), (0xD7A4, false),
            (0xFF00, false), (0xFF01, true), (0xFF60, true), (0xFF61, false),
            (0x1FFFF, false), (0x20000, true), (0x2FFFD, true), (0x3FFFD, true), (0x3FFFE, false),
            (0x41, false), (0xE9, false),
        ]
        for (value, wide) in cases {
            XCTAssertEqual(DisplayWidth.isWide(Unicode.Scalar(value)!), wide, String(value, radix: 16))
        }
    }

    func testZeroWidthScalars() {
        for value: UInt32 in [0x0301, 0x20DD, 0x200B, 0x200D, 0xFE0F, 0x1160, 0x11A8, 0xD7B0, 0x0007] {
            XCTAssertTrue(DisplayWidth.isZeroWidth(Unicode.Scalar(value)!), String(value, radix: 16))
        }
        for value: UInt32 in [0x41, 0x20, 0x4E00, 0x1100, 0x1F987] {
            XCTAssertFalse(DisplayWidth.isZeroWidth(Unicode.Scalar(value)!), String(value, radix: 16))
        }
    }
}
