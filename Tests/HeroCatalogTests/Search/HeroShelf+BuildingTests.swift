import TerminalUI
import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroShelfBuildingTests: XCTestCase {
    /// A store of more heroes than one run of ``FoldedHeroes/runLength``, with random names (some
    /// folding alike, some to nothing, some longer than 32 bytes) and the
    /// hand-made heroes' names.
    private func randomStore(random: inout SplitMix64) -> HeroStore {
        let pieces = [
            "Captain", "captain", "IRON", "Iron", "Man", "man", "-", " ", ".", "Zoë", "Zoe\u{308}", "雷", "神", "Ñ",
            "ｆｕｌｌ", "🕷️", "X", "7", "42", "Abcdefghijklmnop",
        ]
        let teams = ["Avengers", "X-Men", "Solo", "Justice League", "Ωmega Squad"]
        var builder = HeroStore.Builder(capacity: FoldedHeroes.runLength + 400)
        for _ in 0..<(FoldedHeroes.runLength + 300) {
            let name = (0..<random.next(below: 9)).map { _ in random.pick(pieces) }.joined()
            builder.append(
                name: name, universe: random.pick(Universe.allCases), team: random.pick(teams), intro: "", icon: "⭐")
        }
        for hero in MixedHeroes.handMade {
            builder.append(
                name: hero.name, universe: hero.universe, team: hero.team, intro: hero.intro, icon: hero.icon)
        }
        return builder.build()
    }

    /// Checks every shelf of `index` against its heroes, position by position.
    private func assertShelvesHoldTheirHeroes(
        _ index: HeroIndex, heroCount: Int, _ context: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(index.shelves.count, Universe.allCases.count, context(), file: file, line: line)
        XCTAssertEqual(index.shelves.reduce(0) { $0 + $1.heroes.count }, heroCount, context(), file: file, line: line)
        for (universe, shelf) in zip(Universe.allCases, index.shelves) {
            shelf._checkInvariants()
            XCTAssertEqual(shelf.text.count, Int(shelf.ends.last!), "\(context()), \(universe)", file: file, line: line)
            var previous: (folded: [UInt8], name: String)?
            for (position, hero) in shelf.heroes.enumerated() {
                let detail = "\(context()), \(universe) position \(position): \(hero.name.debugDescription)"
                let name = Array(TextFolding.fold(hero.name).utf8)
                XCTAssertEqual(hero.universe, universe, detail, file: file, line: line)
                XCTAssertEqual(Array(shelf.name(position)), name, detail, file: file, line: line)
                XCTAssertEqual(shelf.masks[position], CharacterMask(of: name), detail, file: file, line: line)
                XCTAssertEqual(shelf.pairs[position], PairMask(of: name), detail, file: file, line: line)
                XCTAssertEqual(
                    index.teams[Int(shelf.teams[position])], Array(TextFolding.fold(hero.team).utf8), detail,
                    file: file, line: line)
                if let previous {
                    XCTAssertTrue(
                        previous.folded.lexicographicallyPrecedes(name)
                            || (previous.folded == name && previous.name <= hero.name),
                        "\(detail) after \(previous.name.debugDescription)", file: file, line: line)
                }
                previous = (name, hero.name)
            }
        }
    }

    func testShelvesOfAStoreAndOfItsHeroesAreIdentical() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let store = randomStore(random: &random)
        let fromStore = HeroIndex(store: store, displayWidth: DisplayWidth.of)
        let fromList = HeroIndex(heroes: store.heroes, displayWidth: DisplayWidth.of)
        assertShelvesHoldTheirHeroes(fromStore, heroCount: store.count, "seed \(seed), from the store")
        XCTAssertEqual(fromStore.shelves.count, fromList.shelves.count)
        for (universe, (left, right)) in zip(Universe.allCases, zip(fromStore.shelves, fromList.shelves)) {
            let context = "seed \(seed), \(universe)"
            XCTAssertEqual(left.heroes.map(\.storeNumber), right.heroes.map(\.storeNumber), context)
            XCTAssertEqual(left.heroes.map(\.index), right.heroes.map(\.index), context)
            XCTAssertEqual(left.text, right.text, context)
            XCTAssertEqual(left.ends, right.ends, context)
            XCTAssertEqual(left.teams, right.teams, context)
            XCTAssertEqual(left.masks, right.masks, context)
            XCTAssertEqual(left.pairs, right.pairs, context)
        }
        XCTAssertEqual(fromStore.teams, fromList.teams, "seed \(seed)")
        XCTAssertEqual(fromStore.longestNameWidth, fromList.longestNameWidth, "seed \(seed)")
        XCTAssertEqual(fromStore.longestTeamWidth, fromList.longestTeamWidth, "seed \(seed)")
    }

    func testShelvesOfHeroesFromManyStoresHoldTheirHeroes() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let heroes = MixedHeroes.make(random: &random)
        assertShelvesHoldTheirHeroes(
            HeroIndex(heroes: heroes, displayWidth: DisplayWidth.of), heroCount: heroes.count, "seed \(seed)")
    }

    func testShelvesOfFewHeroes() {
        for count in 0...MixedHeroes.handMade.count {
            let heroes = Array(MixedHeroes.handMade.prefix(count))
            assertShelvesHoldTheirHeroes(
                HeroIndex(heroes: heroes, displayWidth: DisplayWidth.of), heroCount: count, "\(count) heroes")
        }
    }
}
