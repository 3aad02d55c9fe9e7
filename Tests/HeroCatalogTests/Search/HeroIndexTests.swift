import TerminalUI
import XCTest

@testable import HeroCatalog

final class HeroIndexTests: XCTestCase {
    func testShelvesHoldEachUniverseSortedWithTheirFoldedNamesAndTeams() {
        // More heroes than one run, so folding is split over runs.
        let heroes = SyntheticHeroes.make(count: FoldedHeroes.runLength + 17)
        let index = HeroIndex(heroes: heroes, displayWidth: DisplayWidth.of)
        XCTAssertEqual(index.shelves.count, Universe.allCases.count)
        XCTAssertEqual(index.shelves.reduce(0) { $0 + $1.heroes.count }, heroes.count)
        for (universe, shelf) in zip(Universe.allCases, index.shelves) {
            XCTAssertTrue(shelf.heroes.allSatisfy { $0.universe == universe })
            let expected = heroes.filter { $0.universe == universe }
                .map { (key: Array(TextFolding.fold($0.name).utf8), name: $0.name) }
                .sorted { left, right in
                    left.key != right.key ? left.key.lexicographicallyPrecedes(right.key) : left.name < right.name
                }
            XCTAssertEqual(shelf.heroes.map(\.name), expected.map(\.name))
            for (position, hero) in shelf.heroes.enumerated() {
                let folded = Array(TextFolding.fold(hero.name).utf8)
                XCTAssertEqual(Array(shelf.name(position)), folded)
                XCTAssertEqual(shelf.masks[position], CharacterMask(of: folded))
                XCTAssertEqual(index.teams[Int(shelf.teams[position])], Array(TextFolding.fold(hero.team).utf8))
            }
        }
        XCTAssertEqual(index.longestNameWidth, heroes.map { DisplayWidth.of($0.name) }.max())
        XCTAssertEqual(index.longestTeamWidth, heroes.map { DisplayWidth.of($0.team) }.max())
    }

    func testNoHeroesMakeEmptyShelves() {
        let index = HeroIndex(heroes: [], displayWidth: DisplayWidth.of)
        XCTAssertTrue(index.shelves.allSatisfy { $0.heroes.isEmpty && $0.ends == [0] && $0.masks.isEmpty })
        XCTAssertEqual(index.longestNameWidth, 0)
    }
}
