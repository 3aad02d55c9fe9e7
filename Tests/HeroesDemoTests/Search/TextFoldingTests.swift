import Foundation
import XCTest

@testable import HeroesDemo

final class TextFoldingTests: XCTestCase {
    func testRemovesCaseAndAccents() {
        XCTAssertEqual(TextFolding.fold("Araña"), "arana")
        XCTAssertEqual(TextFolding.fold("ÉCOLE"), "ecole")
        XCTAssertEqual(TextFolding.fold("Spider-Man"), "spider-man")
        XCTAssertEqual(TextFolding.fold("Ångström"), "angstrom")
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

    func testLeavesTextWithoutCaseAlone() {
        XCTAssertEqual(TextFolding.fold("雷神 🕷️ 42"), "雷神 🕷️ 42")
        XCTAssertEqual(TextFolding.fold(""), "")
    }

    func testASCIIShortcutAgreesWithFoundation() {
        let ascii = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        XCTAssertEqual(
            TextFolding.fold(ascii), ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
        XCTAssertEqual(TextFolding.fold("X-MEN of 1963"), "x-men of 1963")
    }

    func testAcceptsSubstrings() {
        let text = "Hello, Ñandú"
        XCTAssertEqual(TextFolding.fold(text.dropFirst(7)), "nandu")
    }
}
