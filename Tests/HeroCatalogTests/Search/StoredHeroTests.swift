import XCTest

@testable import HeroCatalog

final class StoredHeroTests: XCTestCase {
    func testReadsEachHerosNameUniverseAndTeamFromItsStore() {
        let store = SyntheticHeroes.store(count: 300)
        for index in 0..<Int32(store.count) {
            let hero = store.hero(index)
            let stored = StoredHero(store: store, index: index)
            XCTAssertEqual(Array(stored.nameBytes), Array(hero.name.utf8), "hero \(index)")
            XCTAssertEqual(stored.universe, hero.universe, "hero \(index)")
            XCTAssertEqual(store.teams[stored.teamNumber], hero.team, "hero \(index)")
        }
    }

    func testReadsHandMadeHeroesWithNamesOutsideASCII() {
        for hero in MixedHeroes.handMade {
            hero.withStore { store in
                let stored = StoredHero(store: store, index: hero.index)
                XCTAssertEqual(String(decoding: Array(stored.nameBytes), as: UTF8.self), hero.name)
                XCTAssertEqual(stored.universe, hero.universe, hero.name)
                XCTAssertEqual(store.teams[stored.teamNumber], hero.team, hero.name)
            }
        }
    }
}
