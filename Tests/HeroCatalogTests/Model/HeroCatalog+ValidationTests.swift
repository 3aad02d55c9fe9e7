import HeroTestSupport
import TerminalUI
import XCTest

@testable import HeroCatalog

final class HeroCatalogValidationTests: XCTestCase {
    private func hero(
        name: String = "Hulk",
        team: String = "Avengers",
        intro: String = "Big.",
        icon: String = "💪"
    ) -> Hero {
        Hero(name: name, universe: .marvel, team: team, intro: intro, icon: icon)
    }

    private func assertInvalid(
        _ heroes: [Hero],
        _ expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try HeroCatalog.validate(heroes, file: "heroes.json"), file: file, line: line) { error in
            XCTAssertEqual("\(error)", "heroes.json: " + expected, file: file, line: line)
        }
    }

    func testValidHeroesPass() throws {
        try HeroCatalog.validate(HeroFixtures.all, file: "fixtures")
        try HeroCatalog.validate([hero(icon: "🇬🇧"), hero(name: "Zoe\u{308}", icon: "1️⃣")], file: "fixtures")
    }

    func testEmptyAndBlankFieldsAreRejected() {
        assertInvalid([hero(name: "")], #"hero 1: field "name" is empty"#)
        assertInvalid([hero(name: "Thor"), hero(team: "  ")], #"hero 2 ("Hulk"): field "team" is empty"#)
        assertInvalid([hero(intro: "")], #"hero 1 ("Hulk"): field "intro" is empty"#)
        assertInvalid([hero(icon: "")], #"hero 1 ("Hulk"): field "icon" is empty"#)
    }

    func testControlCharactersAreRejectedWithEscapes() {
        assertInvalid(
            [hero(intro: "Big.\nGreen.")],
            #"hero 1 ("Hulk"): field "intro" contains a control character (a line break or tab?): "Big.\nGreen.""#
        )
        assertInvalid(
            [hero(name: "Hu\tlk")],
            #"hero 1: field "name" contains a control character (a line break or tab?): "Hu\tlk""#
        )
    }

    func testSurroundingWhiteSpaceIsRejected() {
        assertInvalid([hero(name: " Hulk")], #"hero 1: field "name" has white space at the start or end: " Hulk""#)
        assertInvalid(
            [hero(team: "Avengers ")],
            #"hero 1 ("Hulk"): field "team" has white space at the start or end: "Avengers ""#
        )
    }

    func testIconMustBeOneCharacter() {
        assertInvalid(
            [hero(icon: "💪💪")],
            #"hero 1 ("Hulk"): field "icon" must be a single character, found 2 in "💪💪""#
        )
        assertInvalid(
            [hero(icon: "HK")],
            #"hero 1 ("Hulk"): field "icon" must be a single character, found 2 in "HK""#
        )
    }

    func testDuplicateNamesAreRejectedIgnoringCaseAndAccents() {
        assertInvalid(
            [hero(name: "Thor"), hero(), hero(name: "Hulk")], #"duplicate hero name "Hulk" (heroes 2 and 3)"#)
        assertInvalid([hero(name: "Araña"), hero(name: "ARANA")], #"duplicate hero name "ARANA" (heroes 1 and 2)"#)
        assertInvalid(
            [hero(name: "Zoe\u{308}"), hero(name: "Zoë")],
            #"duplicate hero name "Zoë" (heroes 1 and 2)"#
        )
    }

    func testNamesThatDifferOnlyInPunctuationSpacesOrWidthAreNotDuplicates() throws {
        let names = ["Spider-Man", "Spider Man", "SpiderMan", "ＳＰＩＤＥＲ－ＭＡＮ"]
        try HeroCatalog.validate(names.map { hero(name: $0) }, file: "fixtures")
        let filter = HeroFilter(heroes: names.map { hero(name: $0) }, displayWidth: DisplayWidth.of)
        let found = filter.sections(matching: "spiderman").flatMap(\.items).map(\.name)
        XCTAssertEqual(found, ["Spider Man", "Spider-Man", "SpiderMan", "ＳＰＩＤＥＲ－ＭＡＮ"], "one key, Unicode order")
    }

    func testTheFirstProblemInSourceOrderIsReported() {
        assertInvalid([hero(), hero(intro: ""), hero(name: "")], #"hero 2 ("Hulk"): field "intro" is empty"#)
    }
}
