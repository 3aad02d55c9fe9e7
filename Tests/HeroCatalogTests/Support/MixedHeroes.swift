import HeroTestSupport
import TestSupport

@testable import HeroCatalog

/// Heroes from many stores, for tests of what folds and lays out heroes: two synthetic stores
/// interleaved at random with heroes made one by one (each in a store of its own) whose names
/// stress the folding and the layout.
enum MixedHeroes {
    /// Heroes made one by one: names that fold to nothing, alike or to many bytes, wide
    /// characters, a new team and the synthetic stores' teams.
    static let handMade: [Hero] =
        HeroFixtures.all + [
            hero("🕷️", .marvel, team: "Solo"),
            hero("— · —", .dc, team: "Nobody's Team"),
            // The widest name (44 columns), though its 22 characters are fewer than many names have.
            hero(String(repeating: "雷神", count: 11), .marvel, team: "Thunder Corps"),
            hero("STORM", .marvel, team: "X-Men"),
            hero("Storm", .marvel, team: "X-Men"),
            hero("Ｆｕｌｌｗｉｄｔｈ Ｈｅｒｏ", .dc, team: "Justice League"),
            // Folded names of 31, 32, 33 and 40 bytes, longer than most.
            hero("Abcdefghij Klmnopqrst Uvwxyzabcd E", .dc, team: "Avengers"),
            hero("Abcdefghij-Klmnopqrst-Uvwxyzabcd-Ef", .marvel, team: "Avengers"),
            hero("Abcdefghij Klmnopqrst Uvwxyzabcd Efg", .dc, team: "Solo"),
            hero(String(repeating: "Zyxwvutsrq", count: 4), .marvel, team: "Doom Patrol"),
            hero("Ångström Ñandú 2", .dc, team: "Teen Titans"),
        ]

    private static func hero(_ name: String, _ universe: Universe, team: String) -> Hero {
        Hero(name: name, universe: universe, team: team, intro: "A test hero.", icon: "⭐")
    }

    /// More heroes than one run of ``FoldedHeroes/runLength``, from two synthetic stores
    /// interleaved at random (each keeping its order), with the hand-made ones at random places
    /// in the first run and after it.
    ///
    /// - Parameter random: The generator.
    /// - Returns: The heroes.
    static func make(random: inout SplitMix64) -> [Hero] {
        var first = SyntheticHeroes.store(count: FoldedHeroes.runLength + 300).heroes[...]
        var second = SyntheticHeroes.store(count: 400, seed: random.next()).heroes[...]
        var heroes: [Hero] = []
        heroes.reserveCapacity(first.count + second.count + handMade.count)
        while !first.isEmpty || !second.isEmpty {
            // Each store's next hero, as likely as the share of the heroes left that it holds.
            if random.next(below: first.count + second.count) < first.count {
                heroes.append(first.removeFirst())
            } else {
                heroes.append(second.removeFirst())
            }
        }
        for (number, hero) in handMade.enumerated() {
            let half = number.isMultiple(of: 2) ? 0..<FoldedHeroes.runLength : FoldedHeroes.runLength..<heroes.count
            heroes.insert(hero, at: half.lowerBound + random.next(below: half.count))
        }
        return heroes
    }

    /// `count` heroes' fields with unique names (some not ASCII) and teams, intros and icons
    /// drawn from short lists, so they repeat.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - random: The generator.
    /// - Returns: The fields.
    static func randomFields(_ count: Int, random: inout SplitMix64) -> [Hero.Fields] {
        let words = ["Storm", "Zoë", "Zoe\u{308}", "雷神", "Iron", "", "Ｆｕｌｌ", "🕷️", "Lady"]
        let teams = ["Avengers", "X-Men", "Solo", "Ωmega Squad", ""]
        let intros = ["Flies.", "Reads minds.", "", "Commands the weather."]
        let icons = ["⚡", "🕷️", "🇬🇧", "⭐"]
        return (0..<count).map { number in
            Hero.Fields(
                name: "\(random.pick(words)) \(random.pick(words)) \(number)", universe: random.pick(Universe.allCases),
                team: random.pick(teams), intro: random.pick(intros), icon: random.pick(icons))
        }
    }
}
