import Dispatch
import Synchronization
import TestSupport
import XCTest

@testable import HeroCatalog

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
        XCTAssertEqual(heroes.map(\.identity), (0..<3).map { HeroIdentity(storeNumber: store.number, index: $0) })
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

    /// A store of `fields` given as columns, as generators give them.
    private func filledStore(_ fields: [Hero.Fields], identityScheme: HeroStore.IdentityScheme) -> HeroStore {
        func table(_ strings: [String]) -> [String] {
            strings.reduce(into: []) { table, string in
                if !table.contains(string) { table.append(string) }
            }
        }
        let (teams, intros, icons) = (table(fields.map(\.team)), table(fields.map(\.intro)), table(fields.map(\.icon)))
        var columns = HeroStore.Columns()
        for field in fields {
            columns.names.append(contentsOf: field.name.utf8)
            columns.endHero(
                universe: field.universe, teamNumber: UInt32(teams.firstIndex(of: field.team)!),
                introNumber: UInt32(intros.firstIndex(of: field.intro)!),
                iconNumber: UInt32(icons.firstIndex(of: field.icon)!))
        }
        return HeroStore(
            columns: columns, teams: teams, intros: HeroStore.StringTable(packing: intros), icons: icons,
            identityScheme: identityScheme)
    }

    func testAStoreOfColumnsReadsBackWhatWasWritten() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<100 {
            let fields = MixedHeroes.randomFields(random.next(below: 20), random: &random)
            let context = "seed \(seed) round \(round)"
            let store = filledStore(fields, identityScheme: .block)
            XCTAssertEqual(store.count, fields.count, context)
            XCTAssertEqual(store.heroes.map(\.fields), fields, context)
            for (index, field) in fields.enumerated() {
                XCTAssertEqual(Array(store.nameBytes(Int32(index))), Array(field.name.utf8), context)
                XCTAssertEqual(
                    store.identity(Int32(index)), HeroIdentity(storeNumber: store.number, index: Int32(index)))
                XCTAssertEqual(store.identity(Int32(index)).name, field.name, context)
            }
            XCTAssertEqual(store.holdsBlock, !fields.isEmpty, context)
            let interned = filledStore(fields, identityScheme: .interned)
            XCTAssertEqual(interned.heroes.map(\.fields), fields, context)
            XCTAssertEqual(interned.heroes.map(\.identity), fields.map { HeroIdentity(name: $0.name) }, context)
            XCTAssertFalse(interned.holdsBlock, context)
        }
    }

    func testEachStoreIsFoundByItsNumber() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let stores = (0..<5).map { _ in makeStore() } + [filledStore([], identityScheme: .block)]
        XCTAssertEqual(Set(stores.map(\.number)).count, stores.count)
        XCTAssertEqual(stores.map(\.number), stores.map(\.number).sorted(), "numbered in the order made")
        for store in stores {
            XCTAssertTrue(HeroStore.numbered(store.number) === store)
            XCTAssertTrue(store.heroes.allSatisfy { $0.store === store && $0.storeNumber == store.number })
        }
        let interned = filledStore(MixedHeroes.randomFields(3, random: &random), identityScheme: .interned)
        XCTAssertEqual(interned.number & HeroStore.internedFlag, HeroStore.internedFlag, "marked interned")
        XCTAssertTrue(HeroStore.numbered(interned.number) === interned)
    }

    /// Stores made on several threads at once get numbers of their own, and their heroes find
    /// them on any thread.
    func testStoresMadeOnSeveralThreadsAtOnceFindTheirOwnHeroes() {
        let made = Mutex<[(thread: Int, store: HeroStore)]>([])
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            for round in 0..<8 {
                var builder = HeroStore.Builder(identityScheme: round.isMultiple(of: 2) ? .block : .interned)
                for hero in 0..<3 {
                    builder.append(
                        name: "Thread \(thread) round \(round) hero \(hero)", universe: .marvel, team: "T\(thread)",
                        intro: "", icon: "⭐")
                }
                let store = builder.build()
                let names = store.heroes.map(\.name)
                if names != (0..<3).map({ "Thread \(thread) round \(round) hero \($0)" }) {
                    problems.withLock { $0.append("thread \(thread) round \(round) read \(names)") }
                }
                made.withLock { $0.append((thread, store)) }
            }
        }
        XCTAssertEqual(problems.withLock { $0 }, [])
        let stores = made.withLock { $0 }
        XCTAssertEqual(stores.count, 16 * 8)
        XCTAssertEqual(Set(stores.map(\.store.number)).count, stores.count, "every store has a number of its own")
        for (thread, store) in stores {
            XCTAssertTrue(HeroStore.numbered(store.number) === store)
            XCTAssertTrue(store.heroes.allSatisfy { $0.store === store && $0.team == "T\(thread)" }, "thread \(thread)")
        }
    }
}
