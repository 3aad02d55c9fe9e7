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
        XCTAssertEqual(heroes[1].nameUTF8, Array("Zoë Lane".utf8))
    }

    func testAStoredHeroEqualsAndHashesLikeABoxedOneWithTheSameFields() {
        let stored = makeStore().heroes[0]
        let boxed = Hero(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
        XCTAssertEqual(stored, boxed)
        XCTAssertEqual(stored.hashValue, boxed.hashValue)
        XCTAssertNotEqual(stored, makeStore().heroes[2])
        XCTAssertEqual(makeStore().heroes, makeStore().heroes, "two stores with equal heroes")
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

    func testChangingAFieldOfAStoredHeroGivesItABox() {
        var hero = makeStore().heroes[1]
        hero.team = "Daily Planet"
        XCTAssertEqual(hero.team, "Daily Planet")
        XCTAssertEqual(hero.name, "Zoë Lane")
        XCTAssertEqual(hero.intro, "Reports.")
        XCTAssertEqual(hero.identity, HeroIdentity(name: "Zoë Lane"))
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
