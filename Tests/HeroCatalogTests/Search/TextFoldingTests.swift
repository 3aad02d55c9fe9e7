import Foundation
import TestSupport
import XCTest

@testable import HeroCatalog

final class TextFoldingTests: XCTestCase {
    func testRemovesCaseAndAccents() {
        XCTAssertEqual(TextFolding.fold("Araña"), "arana")
        XCTAssertEqual(TextFolding.fold("ÉCOLE"), "ecole")
        XCTAssertEqual(TextFolding.fold("Ångström"), "angstrom")
    }

    func testRemovesPunctuationSpacesAndSymbols() {
        XCTAssertEqual(TextFolding.fold("Spider-Man"), "spiderman")
        XCTAssertEqual(TextFolding.fold("spider man"), "spiderman")
        XCTAssertEqual(TextFolding.fold("X-Men"), "xmen")
        XCTAssertEqual(TextFolding.fold("Mr. Fantastic!"), "mrfantastic")
        XCTAssertEqual(TextFolding.fold(" \t-_.,;:'\"()[]{}/\\|@#$%^&*+=~`?<>"), "")
        XCTAssertEqual(TextFolding.fold("Doctor Strange · Sorcerer — «Supreme»"), "doctorstrangesorcerersupreme")
    }

    func testRemovesWidthAndCompatibilityForms() {
        XCTAssertEqual(TextFolding.fold("ＢＡＴ"), "bat")
        XCTAssertEqual(TextFolding.fold("ｂａｔｍａｎ"), "batman")
        XCTAssertEqual(TextFolding.fold("ＳＰＩＤＥＲ－ＭＡＮ　２"), "spiderman2")
        XCTAssertEqual(TextFolding.fold("ﬁrestorm"), "firestorm")
        XCTAssertEqual(TextFolding.fold("ｶﾀｶﾅ"), TextFolding.fold("カタカナ"))
        XCTAssertEqual(TextFolding.fold("Ⅻ ①"), "xii1")
    }

    func testComposedAndDecomposedFormsFoldAlike() {
        XCTAssertEqual(TextFolding.fold("Zoe\u{308}"), TextFolding.fold("Zo\u{EB}"))
        XCTAssertEqual(TextFolding.fold("n\u{303}"), "n")
    }

    func testIsIndependentOfTheLocale() {
        // A Turkish locale would fold "I" to dotless "ı"; no locale is involved here.
        XCTAssertEqual(TextFolding.fold("IRON"), "iron")
        XCTAssertEqual(TextFolding.fold("Straße"), TextFolding.fold("STRASSE"))
    }

    func testKeepsLettersAndDigitsWithoutCase() {
        XCTAssertEqual(TextFolding.fold("雷神 🕷️ 42"), "雷神42")
        XCTAssertEqual(TextFolding.fold("🕷️"), "")
        XCTAssertEqual(TextFolding.fold(""), "")
    }

    func testASCIIShortcutAgreesWithTheGeneralPath() {
        // Every ASCII character, alone and after a non-ASCII one that sends the text down the
        // general path.
        for byte in UInt8(0)..<0x80 {
            let character = String(Unicode.Scalar(byte))
            XCTAssertEqual("e" + TextFolding.fold(character), TextFolding.fold("é" + character), "byte \(byte)")
        }
        XCTAssertEqual(TextFolding.fold("X-MEN of 1963"), "xmenof1963")
    }

    func testAcceptsSubstrings() {
        let text = "Hello, Ñandú"
        XCTAssertEqual(TextFolding.fold(text.dropFirst(7)), "nandu")
    }

    /// A range in the middle of an array folds only its own bytes, whatever lies around it.
    func testAppendFoldedReadsOnlyItsRange() {
        for (before, after) in [("é", "é"), ("雷", "A"), ("x", "\u{301}"), ("", "")] {
            let name = "Ñandú-Man 2"
            let bytes = Array((before + name + after).utf8)
            let range = before.utf8.count..<before.utf8.count + name.utf8.count
            var folded: [UInt8] = [0x21]
            var runs = TextFolding.RunCache()
            TextFolding.appendFolded(bytes, in: range, to: &folded, runs: &runs)
            XCTAssertEqual(folded, [0x21] + Array("nanduman2".utf8), "between \(before) and \(after)")
        }
    }

    /// Folding run by run gives what folding the whole text at once does.
    func testAgreesWithFoldingTheWholeTextAtOnce() {
        func wholeText(_ text: String) -> String {
            let folded = text.precomposedStringWithCompatibilityMapping.folding(
                options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            var kept = String.UnicodeScalarView()
            for scalar in folded.unicodeScalars
            where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                kept.append(scalar)
            }
            return String(kept)
        }
        let pieces = [
            "a", "Z", "7", " ", "-", ".", "é", "e\u{301}", "\u{308}", "Å", "ß", "İ", "Σ", "ς", "Ж", "ﬁ", "Ⅻ", "①",
            "²", "ＢＡ", "ｔ", "１", "－", "ｶ", "ﾞ", "雷", "神", "🕷️", "👍🏽", "\u{1100}", "\u{1161}", "한", "\u{200D}",
        ]
        let seed = UInt64(Date().timeIntervalSince1970 * 1_000)
        print("TextFoldingTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0..<2_000 {
            let text = (0..<(1 + random.next(below: 8))).map { _ in random.pick(pieces) }.joined()
            XCTAssertEqual(
                TextFolding.fold(text), wholeText(text), "seed \(seed) round \(round): \(text.debugDescription)")
        }
    }
}
