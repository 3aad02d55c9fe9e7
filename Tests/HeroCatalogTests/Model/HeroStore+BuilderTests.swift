import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroStoreBuilderTests: XCTestCase {
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

    func testStringTableFindsStringsAppendedAsUniqueOnceSearched() {
        var table = HeroStore.StringTable()
        XCTAssertEqual(table.append(unique: "Avengers"), 0)
        XCTAssertEqual(table.append(unique: "Équipe"), 1)
        XCTAssertEqual(table.number(for: "E\u{301}quipe"), 1, "canonically equivalent to an appended string")
        XCTAssertEqual(table.number(for: "Avengers"), 0)
        XCTAssertEqual(table.append(unique: "Solo"), 2)
        XCTAssertEqual(table.number(for: "X-Men"), 3)
        XCTAssertEqual(table.number(for: "Solo"), 2)
        XCTAssertEqual(table.strings, ["Avengers", "Équipe", "Solo", "X-Men"])
        XCTAssertEqual(table.count, 4)
        XCTAssertEqual(table[1], "Équipe")
        XCTAssertEqual(table.append(uniqueBytes: Array("E\u{301}".utf8)), 4)
        XCTAssertEqual(Array(table[4].utf8), [0x45, 0xCC, 0x81])
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

    func testAppendingANameByWritingItGivesTheNameAppended() {
        var builder = HeroStore.Builder(capacity: 2)
        let team = builder.number(team: "Avengers")
        let intro = builder.number(intro: "Small.")
        let icon = builder.number(icon: "🐝")
        builder.append(
            writingName: { $0 += "Wasp".utf8 }, universe: .marvel, teamNumber: team, introNumber: intro,
            iconNumber: icon)
        builder.append(
            writingName: { _ in }, universe: .dc, teamNumber: team, introNumber: intro, iconNumber: icon)
        builder.append(
            writingName: { $0 += "Zoë".utf8 }, universe: .dc, teamNumber: team, introNumber: intro, iconNumber: icon)
        XCTAssertEqual(builder.count, 3)
        let heroes = builder.build().heroes
        XCTAssertEqual(heroes.map(\.name), ["Wasp", "", "Zoë"])
        XCTAssertEqual(heroes.map(\.universe), [.marvel, .dc, .dc])
        XCTAssertEqual(heroes.map(\.team), ["Avengers", "Avengers", "Avengers"])
    }

    func testJoinedPartsKeepTheirIdentityScheme() {
        var first = HeroStore.Builder(identityScheme: .interned)
        first.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Weather.", icon: "⚡")
        var second = HeroStore.Builder(identityScheme: .interned)
        second.append(name: "Zoë Lane", universe: .dc, team: "Solo", intro: "Reports.", icon: "📰")
        let joined = HeroStore(joining: [first, second])
        XCTAssertFalse(joined.holdsBlock)
        XCTAssertEqual(joined.heroes.map(\.identity), [HeroIdentity(name: "Storm"), HeroIdentity(name: "Zoë Lane")])
        let block = HeroStore(joining: [HeroStore.Builder(), HeroStore.Builder()])
        XCTAssertEqual(block.count, 0)
        XCTAssertFalse(block.holdsBlock, "no heroes, no block")
    }

    /// Parts cut anywhere, each numbering its teams, intros and icons in its own order (some
    /// numbered before any hero uses them), join into the heroes of one builder.
    func testJoiningRandomPartsGivesTheHeroesInOrder() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        for round in 0..<200 {
            let fields = MixedHeroes.randomFields(random.next(below: 30), random: &random)
            var parts: [HeroStore.Builder] = []
            var rest = fields[...]
            while !rest.isEmpty || random.next(below: 3) == 0 {
                var part = HeroStore.Builder()
                if random.next(below: 2) == 0 {
                    _ = part.number(team: random.pick(["Solo", "Unused Team", "X-Men"]))
                    _ = part.number(icon: random.pick(["⭐", "🦇"]))
                    _ = part.number(intro: random.pick(["Flies.", "Never said."]))
                }
                for hero in rest.prefix(random.next(below: 8)) {
                    part.append(
                        name: hero.name, universe: hero.universe, team: hero.team, intro: hero.intro, icon: hero.icon)
                }
                rest = rest.dropFirst(part.count)
                parts.append(part)
            }
            let context = "seed \(seed) round \(round): \(parts.map(\.count)) heroes a part"
            let store = HeroStore(joining: parts)
            XCTAssertEqual(store.count, fields.count, context)
            XCTAssertEqual(store.heroes.map(\.fields), fields, context)
            XCTAssertEqual(Set(store.teams).count, store.teams.count, "\(context): each team once")
            XCTAssertEqual(Set(store.heroes.map(\.identity)).count, fields.count, context)
        }
    }
}
