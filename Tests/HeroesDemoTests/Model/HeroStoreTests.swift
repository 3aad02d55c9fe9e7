import XCTest

@testable import HeroesDemo

final class HeroStoreTests: XCTestCase {
    private func makeStore() -> HeroStore {
        var builder = HeroStore.Builder(capacity: 3)
        builder.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
        builder.append(name: "Zoë Lane", universe: .dc, team: "Solo", intro: "Reports.", icon: "📰")
        builder.append(name: "Cyclops", universe: .marvel, team: "X-Men", intro: "Leads.", icon: "🕶️")
        return builder.build()
    }

    func testHeroesReadTheirFieldsFromTheStore() {
        let heroes = makeStore().heroes
        XCTAssertEqual(heroes.map(\.name), ["Storm", "Zoë Lane", "Cyclops"])
        XCTAssertEqual(heroes.map(\.universe), [.marvel, .dc, .marvel])
        XCTAssertEqual(heroes.map(\.team), ["X-Men", "Solo", "X-Men"])
        XCTAssertEqual(heroes.map(\.intro), ["Commands the weather.", "Reports.", "Leads."])
        XCTAssertEqual(heroes.map(\.icon), ["⚡", "📰", "🕶️"])
        XCTAssertEqual(Array(heroes[1].nameBytes), Array("Zoë Lane".utf8))
    }

    func testAHeroEqualsAndHashesLikeOneOfAnotherStoreWithTheSameFields() {
        let stored = makeStore().heroes[0]
        let boxed = Hero(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
        XCTAssertEqual(stored, boxed)
        XCTAssertEqual(stored.hashValue, boxed.hashValue)
        XCTAssertNotEqual(stored, makeStore().heroes[2])
        XCTAssertEqual(makeStore().heroes, makeStore().heroes, "two stores with equal heroes")
        var builder = HeroStore.Builder()
        builder.append(name: "Zoe\u{308}", universe: .dc, team: "Solo", intro: "Reports.", icon: "📰")
        builder.append(name: "Zo\u{EB}", universe: .dc, team: "Solo", intro: "Reports.", icon: "📰")
        let spellings = builder.build().heroes
        XCTAssertEqual(spellings[0], spellings[1], "canonically equivalent names are equal, as strings compare them")
        XCTAssertEqual(spellings[0].hashValue, spellings[1].hashValue)
    }

    func testIdentitiesComeFromTheStoresBlock() {
        let store = makeStore()
        let heroes = store.heroes
        XCTAssertEqual(Set(heroes.map(\.identity)).count, 3)
        XCTAssertEqual(heroes.map(\.identity.number), [0, 1, 2].map { store.firstIdentity + $0 })
        XCTAssertEqual(heroes.map(\.identity.name), ["Storm", "Zoë Lane", "Cyclops"])
        XCTAssertEqual(Hero(store: store, index: 1).identity, heroes[1].identity)
        XCTAssertNotEqual(makeStore().heroes[0].identity, heroes[0].identity, "another store, another block")
    }

    func testHeroesMadeOneByOneAreIdentifiedByTheirInternedNames() {
        var builder = HeroStore.Builder(identityScheme: .interned)
        builder.append(name: "Zoë Lane", universe: .dc, team: "Daily Planet", intro: "Writes.", icon: "📰")
        let hero = builder.build().heroes[0]
        XCTAssertEqual(hero.identity, HeroIdentity(name: "Zoë Lane"))
        XCTAssertEqual(
            hero.identity, Hero(name: "Zoë Lane", universe: .dc, team: "Solo", intro: "-", icon: "📰").identity)
        XCTAssertNotEqual(hero.identity, makeStore().heroes[1].identity, "a catalog's heroes use its block")
    }

    func testJoiningPartsGivesTheHeroesOfOneBuilder() {
        var first = HeroStore.Builder()
        first.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Weather.", icon: "⚡")
        first.append(name: "Wasp", universe: .marvel, team: "Avengers", intro: "Small.", icon: "🐝")
        var second = HeroStore.Builder()
        // Numbered in another order than in the first part.
        second.append(name: "Thor", universe: .marvel, team: "Avengers", intro: "Thunder.", icon: "⚡")
        second.append(name: "Zoë Lane", universe: .dc, team: "Solo", intro: "Weather.", icon: "📰")
        let empty = HeroStore.Builder()
        let joined = HeroStore(joining: [first, empty, second]).heroes
        XCTAssertEqual(joined, first.build().heroes + second.build().heroes)
        XCTAssertEqual(joined.map(\.name), ["Storm", "Wasp", "Thor", "Zoë Lane"])
        XCTAssertEqual(joined.map(\.team), ["X-Men", "Avengers", "Avengers", "Solo"])
        XCTAssertEqual(joined.map(\.intro), ["Weather.", "Small.", "Thunder.", "Weather."])
        XCTAssertEqual(joined.map(\.icon), ["⚡", "🐝", "⚡", "📰"])
        XCTAssertEqual(Set(joined.map(\.identity)).count, 4)
        XCTAssertEqual(HeroStore(joining: []).count, 0)
    }

    func testNumberedFieldsAreKeptOnce() {
        var builder = HeroStore.Builder()
        let team = builder.number(team: "Avengers")
        XCTAssertEqual(builder.number(team: "Avengers"), team)
        let intro = builder.number(intro: "An intro.")
        let icon = builder.number(icon: "⭐")
        builder.append(
            nameBytes: Array("Vision".utf8), universe: .marvel, teamNumber: team, introNumber: intro,
            iconNumber: icon)
        builder.append(name: "Wasp", universe: .marvel, team: "Avengers", intro: "An intro.", icon: "⭐")
        let heroes = builder.build().heroes
        XCTAssertEqual(heroes.map(\.team), ["Avengers", "Avengers"])
        XCTAssertEqual(heroes.map(\.intro), ["An intro.", "An intro."])
        XCTAssertEqual(heroes.map(\.icon), ["⭐", "⭐"])
    }
}
