import TerminalUI
import TestSupport
import XCTest

@testable import HeroCatalog

final class FoldedHeroesTests: XCTestCase {
    func testHoldsEveryHerosFoldedNameMasksAndTeamAcrossRunsAndStores() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let heroes = MixedHeroes.make(random: &random)
        XCTAssertGreaterThan(heroes.count, FoldedHeroes.runLength, "more than one run")
        let folded = FoldedHeroes(count: heroes.count, displayWidth: DisplayWidth.of) { heroes[$0] }
        XCTAssertEqual(folded.count, heroes.count)
        for (position, hero) in heroes.enumerated() {
            let context = "seed \(seed), hero \(position) \(hero.name.debugDescription)"
            let name = Array(TextFolding.fold(hero.name).utf8)
            XCTAssertEqual(Array(folded.name(position)), name, context)
            XCTAssertEqual(folded.mask(position), CharacterMask(of: name), context)
            XCTAssertEqual(folded.pairs(position), PairMask(of: name), context)
            XCTAssertEqual(folded.teams[Int(folded.team(position))], hero.team, context)
        }
        XCTAssertEqual(Set(folded.teams).count, folded.teams.count, "seed \(seed): each team once")
        XCTAssertEqual(Set(folded.teams), Set(heroes.map(\.team)), "seed \(seed)")
        for universe in Universe.allCases {
            XCTAssertEqual(
                folded.members(of: universe.position),
                heroes.indices.filter { heroes[$0].universe == universe }.map(UInt32.init),
                "seed \(seed), \(universe)")
        }
        XCTAssertEqual(folded.longestNameWidth, heroes.map { DisplayWidth.of($0.name) }.max(), "seed \(seed)")
    }

    /// The runs' names are joined in input order: the names lie back to back and fill the text.
    func testNamesLieBackToBackAcrossRuns() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        let heroes = MixedHeroes.make(random: &random)
        let folded = FoldedHeroes(count: heroes.count, displayWidth: DisplayWidth.of) { heroes[$0] }
        XCTAssertEqual(folded.nameRange(0).lowerBound, 0, "seed \(seed)")
        for position in 1..<heroes.count {
            XCTAssertEqual(
                folded.nameRange(position - 1).upperBound, folded.nameRange(position).lowerBound,
                "seed \(seed), hero \(position)")
        }
        XCTAssertEqual(folded.nameRange(heroes.count - 1).upperBound, folded.text.count, "seed \(seed)")
    }

    func testTheWidestNameMayComeAnywhere() {
        let wide = Hero(
            name: String(repeating: "雷", count: 9), universe: .dc, team: "Solo", intro: "Wide.", icon: "⚡")
        let long = Hero(name: "Professor Tempest 1", universe: .marvel, team: "Solo", intro: "Long.", icon: "⚡")
        XCTAssertEqual(FoldedHeroes(count: 2, displayWidth: DisplayWidth.of) { [long, wide][$0] }.longestNameWidth, 19)
        XCTAssertEqual(FoldedHeroes(count: 2, displayWidth: DisplayWidth.of) { [wide, long][$0] }.longestNameWidth, 19)
        let wider = Hero(name: String(repeating: "雷", count: 10), universe: .dc, team: "Solo", intro: "", icon: "⚡")
        XCTAssertEqual(
            FoldedHeroes(count: 2, displayWidth: DisplayWidth.of) { [long, wider][$0] }.longestNameWidth, 20)
        let combining = Hero(name: "Zoe\u{308}", universe: .dc, team: "Solo", intro: "", icon: "⚡")
        XCTAssertEqual(FoldedHeroes(count: 1, displayWidth: DisplayWidth.of) { _ in combining }.longestNameWidth, 3)
    }

    /// A name is measured only when it has more bytes than the widest name so far and could be
    /// wider by the measure's contract; a measure that answers 100 shows which names it was asked.
    func testOnlyNamesThatMightBeWiderAreMeasured() {
        func widest(_ names: [String], measure: @escaping @Sendable (String) -> Int) -> Int {
            let heroes = names.map { Hero(name: $0, universe: .marvel, team: "Solo", intro: "", icon: "⚡") }
            return FoldedHeroes(count: heroes.count, displayWidth: measure) { heroes[$0] }.longestNameWidth
        }
        let hundred: @Sendable (String) -> Int = { _ in 100 }
        XCTAssertEqual(widest(["abcd", "éé"], measure: hundred), 4, "4 bytes after a width of 4: not measured")
        XCTAssertEqual(widest(["abcd", "ééa"], measure: hundred), 100, "5 bytes after a width of 4: measured")
        XCTAssertEqual(widest(["abcde", "ééa"], measure: hundred), 5, "at most 5 columns by the bound")
        XCTAssertEqual(widest(["abcde"], measure: hundred), 5, "printable ASCII is never measured")
    }

    /// An ASCII control character counts as at most one column before measuring, and the measure
    /// decides its width.
    func testNamesWithControlCharactersAreMeasured() {
        let scalars: @Sendable (String) -> Int = { $0.unicodeScalars.count }
        XCTAssertEqual(
            FoldedHeroes(count: 2, displayWidth: scalars) {
                [
                    Hero(name: "abcd", universe: .dc, team: "Solo", intro: "", icon: "⚡"),
                    Hero(name: "a\tb\tc", universe: .dc, team: "Solo", intro: "", icon: "⚡"),
                ][$0]
            }.longestNameWidth, 5)
        XCTAssertEqual(
            FoldedHeroes(count: 2, displayWidth: DisplayWidth.of) {
                [
                    Hero(name: "abcd", universe: .dc, team: "Solo", intro: "", icon: "⚡"),
                    Hero(name: "a\tb\tc", universe: .dc, team: "Solo", intro: "", icon: "⚡"),
                ][$0]
            }.longestNameWidth, 4, "the terminal gives a tab no column")
    }

    func testHeroesOfOneStoreKeepTheirTeamsAcrossRuns() {
        let store = SyntheticHeroes.store(count: FoldedHeroes.runLength * 2 + 5)
        let folded = FoldedHeroes(count: store.count, displayWidth: DisplayWidth.of) { store.hero(Int32($0)) }
        XCTAssertEqual(Set(folded.teams).count, folded.teams.count)
        for position in stride(from: 0, to: store.count, by: 97) {
            XCTAssertEqual(folded.teams[Int(folded.team(position))], store.team(Int32(position)), "hero \(position)")
        }
    }

    func testNoHeroes() {
        let folded = FoldedHeroes(count: 0, displayWidth: DisplayWidth.of) { _ in fatalError("no hero to read") }
        XCTAssertEqual(folded.count, 0)
        XCTAssertEqual(folded.teams, [])
        XCTAssertEqual(folded.longestNameWidth, 0)
        XCTAssertEqual(folded.members(of: Universe.marvel.position), [])
        XCTAssertEqual(folded.members(of: Universe.dc.position), [])
    }
}
