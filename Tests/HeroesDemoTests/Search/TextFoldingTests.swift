import Foundation
import XCTest

@testable import HeroesDemo

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
}
