import Foundation
import HeroTestSupport
import SectionedData
import TerminalUI
import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroFilterTests: XCTestCase {
    private let filter = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of)

    private func names(_ query: String, in filter: HeroFilter? = nil) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for section in (filter ?? self.filter).sections(matching: query) {
            result[section.model.displayName] = section.items.map(\.name)
        }
        return result
    }

    private func sectionOrder(_ query: String) -> [Universe] {
        filter.sections(matching: query).map(\.model)
    }

    func testBlankQueriesMatchEveryHeroSortedByNameInUniverseOrder() {
        let expected = [
            "Marvel": ["Araña", "Captain Britain", "Spider-Man", "Star-Lord", "Sunfire 日輪"],
            "DC": ["Batman", "Wonder Woman", "Zoe\u{308} Lane"],
        ]
        for query in ["", " ", "   ", "\t", " \n "] {
            XCTAssertEqual(names(query), expected, query.debugDescription)
            XCTAssertEqual(sectionOrder(query), [.marvel, .dc])
        }
    }

    func testMatchesNamesIgnoringCase() {
        XCTAssertEqual(names("spider"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("SPIDER-MAN"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("bAtMaN"), ["DC": ["Batman"]])
    }

    func testMatchesIgnoringAccentsInEitherDirection() {
        XCTAssertEqual(names("arana"), ["Marvel": ["Araña"]])
        XCTAssertEqual(names("ARAÑA"), ["Marvel": ["Araña"]])
        XCTAssertEqual(names("zoe"), ["DC": ["Zoe\u{308} Lane"]])
        XCTAssertEqual(names("Zoë"), ["DC": ["Zoe\u{308} Lane"]], "composed query, decomposed name")
        XCTAssertEqual(names("zöé"), ["DC": ["Zoe\u{308} Lane"]])
    }

    func testMatchesTeams() {
        XCTAssertEqual(names("justice"), ["DC": ["Batman", "Wonder Woman"]])
        XCTAssertEqual(names("galaxy"), ["Marvel": ["Star-Lord"]])
        XCTAssertEqual(names("x-men"), ["Marvel": ["Sunfire 日輪"]])
        XCTAssertEqual(names("solo"), ["Marvel": ["Araña", "Spider-Man"]])
    }

    func testMatchesMiddleOfWordsAndAcrossUniverses() {
        XCTAssertEqual(
            names("an"),
            ["Marvel": ["Araña", "Spider-Man", "Star-Lord"], "DC": ["Batman", "Wonder Woman", "Zoe\u{308} Lane"]],
            "Star-Lord matches through his team, Guardians of the Galaxy"
        )
        XCTAssertEqual(sectionOrder("an"), [.marvel, .dc])
        XCTAssertEqual(names("日輪"), ["Marvel": ["Sunfire 日輪"]])
    }

    func testDoesNotSearchTheIntro() {
        // Araña's intro mentions spider powers; only Spider-Man's name holds "spider".
        XCTAssertTrue(HeroFixtures.arana.intro.contains("spider"))
        XCTAssertEqual(names("spider"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("gotham"), [:])
    }

    func testIgnoresSpacesAndPunctuationOnBothSides() {
        XCTAssertEqual(names("  batman \n"), ["DC": ["Batman"]])
        XCTAssertEqual(names("wonder woman"), ["DC": ["Wonder Woman"]])
        XCTAssertEqual(names("wonder  woman"), ["DC": ["Wonder Woman"]])
        XCTAssertEqual(names("wonderwoman"), ["DC": ["Wonder Woman"]])
        XCTAssertEqual(names("spiderman"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("spider man"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("spi-der.man"), ["Marvel": ["Spider-Man"]])
        XCTAssertEqual(names("ＢＡＴ"), ["DC": ["Batman"]])
        XCTAssertEqual(names("-"), names(""), "a query without letters or digits is no filter")
    }

    func testNoMatchGivesNoSections() {
        XCTAssertTrue(filter.sections(matching: "xyz").isEmpty)
        XCTAssertTrue(HeroFilter(heroes: [], displayWidth: DisplayWidth.of).sections(matching: "").isEmpty)
    }

    func testSortingIgnoresCaseAndAccentsAndBreaksTiesByUnicodeOrder() {
        let heroes = ["beta", "Alpha", "alpha 2", "Ärger", "ALPHA", "Zed", "éclair", "Echo"].map {
            Hero(name: $0, universe: .marvel, team: "T", intro: "I.", icon: "⭐")
        }
        XCTAssertEqual(
            HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of).sortedHeroes.map(\.name),
            ["ALPHA", "Alpha", "alpha 2", "Ärger", "beta", "Echo", "éclair", "Zed"]
        )
    }

    func testSortingDoesNotDependOnInputOrder() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let heroes = SyntheticHeroes.make(count: 300)
        let expected = HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of).sortedHeroes
        for round in 0..<5 {
            var shuffled = heroes
            shuffled.shuffle(using: &random)
            XCTAssertEqual(
                HeroFilter(heroes: shuffled, displayWidth: DisplayWidth.of).sortedHeroes, expected,
                "seed \(seed), round \(round)")
        }
    }

    func testBundledQueriesFindExactlyTheExpectedHeroes() throws {
        let filter = HeroFilter(heroes: try HeroCatalog.bundled().heroes, displayWidth: DisplayWidth.of)
        XCTAssertEqual(names("spider", in: filter), ["Marvel": ["Spider-Gwen", "Spider-Man", "Spider-Woman"]])
        XCTAssertEqual(
            names("Fantastic", in: filter),
            ["Marvel": ["Human Torch", "Invisible Woman", "Mister Fantastic", "The Thing"]])
        XCTAssertEqual(
            names("lantern", in: filter),
            [
                "DC": [
                    "Green Lantern", "Guy Gardner", "Jessica Cruz", "John Stewart", "Kilowog", "Kyle Rayner",
                    "Simon Baz",
                ]
            ]
        )
        XCTAssertEqual(names("arana", in: filter), ["Marvel": ["Araña"]])
        XCTAssertEqual(names("SHANG", in: filter), ["Marvel": ["Shang-Chi"]])
        XCTAssertEqual(
            names("captain", in: filter),
            ["Marvel": ["Captain America", "Captain Britain", "Captain Marvel"], "DC": ["Captain Atom"]]
        )
        XCTAssertEqual(names("no such hero", in: filter), [:])
    }

    func testBundledQueriesIgnorePunctuationSpacesAndWidth() throws {
        let filter = HeroFilter(heroes: try HeroCatalog.bundled().heroes, displayWidth: DisplayWidth.of)
        let spiderMan = ["Marvel": ["Spider-Man"]]
        XCTAssertEqual(names("spiderman", in: filter), spiderMan)
        XCTAssertEqual(names("spider man", in: filter), spiderMan)
        XCTAssertEqual(names("ＳＰＩＤＥＲＭＡＮ", in: filter), spiderMan)
        XCTAssertEqual(names("antman", in: filter), ["Marvel": ["Ant-Man"]])
        let xMen = try XCTUnwrap(names("x-men", in: filter)["Marvel"])
        XCTAssertGreaterThan(xMen.count, 3)
        XCTAssertEqual(names("xmen", in: filter), ["Marvel": xMen])
        XCTAssertEqual(names("x men", in: filter), ["Marvel": xMen])
        XCTAssertEqual(names("ＢＡＴ", in: filter), names("bat", in: filter))
        XCTAssertTrue(try XCTUnwrap(names("ＢＡＴ", in: filter)["DC"]).contains("Batman"))
    }

    /// Every hero is in the result exactly when Foundation's own case-, diacritic- and
    /// width-insensitive search finds the query's letters and digits in those of its name or team.
    func testAgreesWithFoundationSearchOnRandomQueries() throws {
        let heroes = try HeroCatalog.bundled().heroes
        let filter = HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of)
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let source = Array(random.pick(heroes).name + " " + random.pick(heroes).team)
            let start = random.next(below: source.count)
            let length = 1 + random.next(below: min(5, source.count - start))
            var query = String(source[start..<(start + length)])
            if random.next(below: 2) == 0 { query = query.uppercased() }
            let found = Set(filter.sections(matching: query).flatMap(\.items).map(\.name))
            func lettersAndDigits(_ text: String) -> String {
                text.components(separatedBy: CharacterSet.alphanumerics.inverted).joined()
            }
            let stripped = lettersAndDigits(query)
            let expected = Set(
                heroes.filter { hero in
                    stripped.isEmpty
                        || [hero.name, hero.team].contains {
                            lettersAndDigits($0).range(
                                of: stripped, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
                                != nil
                        }
                }.map(\.name)
            )
            XCTAssertEqual(found, expected, "seed \(seed), query \(query.debugDescription)")
            if found != expected { return }
        }
    }

    func testStaticMatchAgreesWithSections() {
        for query in ["", "spider", "ARANA", "justice", "zoë", "xyz", "  x-men "] {
            let matched = Set(filter.sections(matching: query).flatMap(\.items).map(\.name))
            let expected = Set(HeroFixtures.all.filter { HeroFilter.matches($0, query: query) }.map(\.name))
            XCTAssertEqual(matched, expected, query)
        }
    }

    func testHeroCountAndSectionsAreSectionModels() {
        XCTAssertEqual(filter.heroCount, HeroFixtures.all.count)
        let sections: [HeroSection] = filter.sections(matching: "batman")
        XCTAssertEqual(sections, [HeroSection(model: .dc, items: [HeroFixtures.batman])])
    }
}
