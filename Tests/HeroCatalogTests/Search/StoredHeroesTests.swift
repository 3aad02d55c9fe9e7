import XCTest

@testable import HeroCatalog

final class StoredHeroesTests: XCTestCase {
    func testReadsEachHerosNameUniverseAndTeamFromItsStore() {
        let store = SyntheticHeroes.store(count: 300)
        let stored = StoredHeroes(store)
        for index in 0..<Int32(store.count) {
            let hero = store.hero(index)
            XCTAssertEqual(Array(stored.names[stored.nameRange(index)]), Array(hero.name.utf8), "hero \(index)")
            XCTAssertEqual(stored.universe(index), hero.universe, "hero \(index)")
            XCTAssertEqual(store.teams[stored.teamNumber(index)], hero.team, "hero \(index)")
        }
    }

    func testReadsHandMadeHeroesWithNamesOutsideASCII() {
        for hero in MixedHeroes.handMade {
            hero.withStore { store in
                let stored = StoredHeroes(store)
                let name = stored.names[stored.nameRange(hero.index)]
                XCTAssertEqual(String(decoding: Array(name), as: UTF8.self), hero.name)
                XCTAssertEqual(stored.universe(hero.index), hero.universe, hero.name)
                XCTAssertEqual(store.teams[stored.teamNumber(hero.index)], hero.team, hero.name)
            }
        }
    }
}
