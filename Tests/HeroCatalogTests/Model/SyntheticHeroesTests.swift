import TerminalUI
import XCTest

@testable import HeroCatalog

final class SyntheticHeroesTests: XCTestCase {
    func testGeneratesExactlyTheRequestedCount() {
        XCTAssertEqual(SyntheticHeroes.make(count: 0).count, 0)
        XCTAssertEqual(SyntheticHeroes.make(count: 1).count, 1)
        XCTAssertEqual(SyntheticHeroes.make(count: 1_234).count, 1_234)
    }

    func testSameSeedGivesSameHeroesAndPrefixesAgree() {
        let heroes = SyntheticHeroes.make(count: 500)
        XCTAssertEqual(heroes, SyntheticHeroes.make(count: 500))
        XCTAssertEqual(Array(heroes.prefix(100)), SyntheticHeroes.make(count: 100))
        XCTAssertNotEqual(heroes, SyntheticHeroes.make(count: 500, seed: 1))
    }

    func testTheDefaultDataSetIsStable() {
        // `--synthetic` promises the same heroes every run and every release.
        XCTAssertEqual(
            SyntheticHeroes.make(count: 3),
            [
                Hero(
                    name: "Shadow 雷神 1",
                    universe: .marvel,
                    team: "Fantastic Four",
                    intro: "A cheerful pilot who guards the city at night.",
                    icon: "🐺"
                ),
                Hero(
                    name: "Señora 龍 2",
                    universe: .dc,
                    team: "Justice Society",
                    intro: "A reluctant detective who bends light into shields.",
                    icon: "🐺"
                ),
                Hero(
                    name: "Agent Titan 3",
                    universe: .marvel,
                    team: "Defenders",
                    intro: "An exiled scientist who reads minds by accident.",
                    icon: "❄️"
                ),
            ]
        )
    }

    func testHeroesAreValidAndUniqueAtScale() throws {
        let heroes = SyntheticHeroes.make(count: 20_000)
        try HeroCatalog.validate(heroes, file: "synthetic")
        for (offset, hero) in heroes.enumerated().prefix(1_000) {
            XCTAssertTrue(hero.name.hasSuffix(" \(offset + 1)"), hero.name)
        }
    }

    func testHeroesMixUniversesAndCharacterWidths() {
        let heroes = SyntheticHeroes.make(count: 2_000)
        XCTAssertEqual(Set(heroes.map(\.universe)), Set(Universe.allCases))
        XCTAssertTrue(heroes.contains { $0.name.unicodeScalars.contains { DisplayWidth.isWide($0) } }, "no wide name")
        XCTAssertTrue(
            heroes.contains { $0.name.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark } })
        XCTAssertTrue(heroes.contains { !$0.name.unicodeScalars.allSatisfy(\.isASCII) })
    }

    func testCatalogHoldsTheGeneratedHeroes() {
        XCTAssertEqual(SyntheticHeroes.catalog(count: 42).heroes, SyntheticHeroes.make(count: 42))
    }
}
