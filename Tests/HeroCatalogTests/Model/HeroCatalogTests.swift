import Foundation
import HeroTestSupport
import TerminalUI
import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroCatalogTests: XCTestCase {
    // MARK: The bundled data set

    func testBundledDataSetHoldsAtLeast150Heroes() throws {
        XCTAssertGreaterThanOrEqual(try HeroCatalog.bundled().heroes.count, 150)
    }

    func testBundledDataSetIsRoughlyBalancedBetweenUniverses() throws {
        let heroes = try HeroCatalog.bundled().heroes
        let marvel = heroes.filter { $0.universe == .marvel }.count
        let dc = heroes.filter { $0.universe == .dc }.count
        XCTAssertEqual(marvel + dc, heroes.count)
        for count in [marvel, dc] {
            XCTAssertGreaterThanOrEqual(Double(count) / Double(heroes.count), 0.4, "Marvel \(marvel), DC \(dc)")
        }
    }

    func testBundledIdentitiesAreUniqueEvenIgnoringCaseAndAccents() throws {
        let heroes = try HeroCatalog.bundled().heroes
        XCTAssertEqual(Set(heroes.map(\.identity)).count, heroes.count)
        XCTAssertEqual(Set(heroes.map { TextFolding.fold($0.name) }).count, heroes.count)
    }

    func testEveryBundledFieldIsFilledAndSingleLine() throws {
        for hero in try HeroCatalog.bundled().heroes {
            for (field, value) in [("name", hero.name), ("team", hero.team), ("intro", hero.intro)] {
                XCTAssertFalse(value.trimmingCharacters(in: .whitespaces).isEmpty, "\(hero.name): empty \(field)")
                XCTAssertFalse(value.contains("\n"), "\(hero.name): line break in \(field)")
            }
            XCTAssertEqual(hero.icon.count, 1, "\(hero.name): icon \(hero.icon.debugDescription)")
        }
    }

    func testBundledIconsAreTwoColumnsWideSoTheTableAligns() throws {
        for hero in try HeroCatalog.bundled().heroes {
            XCTAssertEqual(DisplayWidth.of(hero.icon), 2, "\(hero.name): icon \(hero.icon.debugDescription)")
        }
    }

    func testBundledIntrosAreOneShortSentence() throws {
        for hero in try HeroCatalog.bundled().heroes {
            XCTAssertLessThanOrEqual(hero.intro.count, 100, hero.name)
            XCTAssertTrue(
                hero.intro.hasSuffix(".") || hero.intro.hasSuffix(".\"") || hero.intro.hasSuffix("!\""),
                "\(hero.name): \(hero.intro)"
            )
            let sentenceEnds = hero.intro.dropLast().filter { $0 == "." }.count
            let abbreviations = ["Ms.", "Mr.", "Dr."].filter { hero.intro.contains($0) }.count
            XCTAssertLessThanOrEqual(sentenceEnds - abbreviations, 1, "\(hero.name): \(hero.intro)")
        }
    }

    func testBundledDataSetHoldsWellKnownHeroesIncludingAccentedNames() throws {
        let byName = Dictionary(uniqueKeysWithValues: try HeroCatalog.bundled().heroes.map { ($0.name, $0) })
        let expected: [(String, Universe)] = [
            ("Spider-Man", .marvel), ("Captain America", .marvel), ("Namor", .marvel), ("Shang-Chi", .marvel),
            ("Araña", .marvel), ("Ms. Marvel", .marvel), ("Wonder Woman", .dc), ("Batman", .dc),
            ("Superman", .dc), ("Martian Manhunter", .dc),
        ]
        for (name, universe) in expected {
            XCTAssertEqual(byName[name]?.universe, universe, name)
        }
        XCTAssertEqual(byName["Spider-Man"]?.icon, "🕷️")
        XCTAssertEqual(byName["Captain America"]?.icon, "🛡️")
        XCTAssertTrue(byName.keys.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) }, "no accented name")
    }

    func testBundledTeamsIncludeTheClassicTeams() throws {
        let teams = Set(try HeroCatalog.bundled().heroes.map(\.team))
        for team in ["Avengers", "X-Men", "Fantastic Four", "Guardians of the Galaxy", "Justice League", "Teen Titans"]
        {
            XCTAssertTrue(teams.contains(team), team)
        }
    }

    // MARK: Loading a file

    func testLoadsAValidFileInSourceOrder() throws {
        let path = try makeTemporaryFile(
            """
            [
              {"name": "Thor", "universe": "Marvel", "team": "Avengers", "intro": "Thunder.", "icon": "🔨"},
              {"name": "Batman", "universe": "DC", "team": "Justice League", "intro": "Night.", "icon": "🦇"}
            ]
            """,
            for: self
        )
        let catalog = try HeroCatalog.load(path: path)
        XCTAssertEqual(
            catalog.heroes,
            [
                Hero(name: "Thor", universe: .marvel, team: "Avengers", intro: "Thunder.", icon: "🔨"),
                Hero(name: "Batman", universe: .dc, team: "Justice League", intro: "Night.", icon: "🦇"),
            ]
        )
    }

    func testNonexistentPathIsReportedWithThePathAsGiven() {
        assertLoadError(path: "no/such/heroes.json", "no/such/heroes.json: no such file")
    }

    func testDirectoryIsReported() throws {
        let directory = try makeTemporaryDirectory(for: self)
        assertLoadError(path: directory.path, "\(directory.path): cannot read the file: it is a directory")
    }

    func testEmptyFileIsReported() throws {
        let path = try makeTemporaryFile("", for: self)
        assertLoadError(path: path, "\(path): the file is empty")
    }

    func testValidatingInitializerChecksTheHeroes() {
        XCTAssertEqual(
            try HeroCatalog(validating: HeroFixtures.all, file: "fixtures").heroes,
            HeroFixtures.all
        )
        XCTAssertThrowsError(try HeroCatalog(validating: [HeroFixtures.batman, HeroFixtures.batman], file: "x")) {
            XCTAssertEqual("\($0)", #"x: duplicate hero name "Batman" (heroes 1 and 2)"#)
        }
    }
}
