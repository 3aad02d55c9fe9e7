/// Generates large, valid, repeatable hero lists for stress runs (`--synthetic N`).
///
/// Names mix plain ASCII with accents, combining marks and East-Asian wide characters, and icons
/// include emoji sequences, so the table's width handling gets exercised at scale. The same count
/// and seed always give the same heroes; every name ends with its 1-based number, so names stay
/// unique.
///
/// ```swift
/// let heroes = SyntheticHeroes.make(count: 100_000)
/// ```
enum SyntheticHeroes {
    /// The seed `--synthetic` uses.
    static let defaultSeed: UInt64 = 0x4845_524F_4553

    /// The largest count `--synthetic` accepts.
    static let maximumCount = 1_000_000

    /// Generates `count` heroes.
    ///
    /// - Parameters:
    ///   - count: How many heroes; zero or more.
    ///   - seed: The generator's seed; equal seeds give equal lists.
    /// - Returns: Heroes that pass `HeroCatalog`'s validation, in generation order.
    /// - Complexity: O(*count*).
    static func make(count: Int, seed: UInt64 = defaultSeed) -> [Hero] {
        var random = SplitMix64(seed: seed)
        var heroes: [Hero] = []
        heroes.reserveCapacity(max(count, 0))
        for offset in 0..<max(count, 0) {
            heroes.append(hero(number: offset + 1, random: &random))
        }
        return heroes
    }

    /// A catalog of `count` synthetic heroes, skipping validation (the generator guarantees it).
    ///
    /// - Parameters:
    ///   - count: How many heroes.
    ///   - seed: The generator's seed.
    /// - Returns: The catalog.
    static func catalog(count: Int, seed: UInt64 = defaultSeed) -> HeroCatalog {
        HeroCatalog(unchecked: make(count: count, seed: seed))
    }

    private static func hero(number: Int, random: inout SplitMix64) -> Hero {
        let universe: Universe = random.next(below: 2) == 0 ? .marvel : .dc
        let name = "\(random.pick(titles)) \(random.pick(cores)) \(number)"
        let teams = universe == .marvel ? marvelTeams : dcTeams
        let adjective = random.pick(adjectives)
        let article = "aeiou".contains(adjective.first!) ? "An" : "A"
        let intro = "\(article) \(adjective) \(random.pick(roles)) who \(random.pick(deeds))."
        return Hero(name: name, universe: universe, team: random.pick(teams), intro: intro, icon: random.pick(icons))
    }

    private static let titles = [
        "Captain", "Doctor", "Mister", "Lady", "Kid", "Night", "Star", "Iron", "Silver", "Shadow",
        "Señora", "Zoë", "Professor", "Agent", "Major", "Miss", "Black", "Crimson", "Golden", "Omega",
    ]

    private static let cores = [
        "Falcon", "Comet", "Nova", "Tempest", "Ember", "Glacier", "Vector", "Quasar", "Cipher", "Raven",
        "Titan", "Ångström", "Flèche", "Kitsune", "雷神", "Tigre", "Re\u{301}sonance", "Spark", "Wraith", "Atlas",
        "Pulse", "Vortex", "Sentinel", "Mirage", "Orbit", "龍", "Bolt", "Echo", "Nimbus", "Saber",
    ]

    private static let marvelTeams = [
        "Avengers", "X-Men", "Fantastic Four", "Guardians of the Galaxy", "Defenders", "Solo",
    ]

    private static let dcTeams = ["Justice League", "Teen Titans", "Justice Society", "Doom Patrol", "Solo"]

    private static let adjectives = [
        "reluctant", "fearless", "young", "retired", "brilliant", "exiled", "cheerful", "stubborn", "quiet", "restless",
    ]

    private static let roles = [
        "inventor", "pilot", "detective", "sorcerer", "medic", "acrobat", "archer", "soldier", "scientist", "reporter",
    ]

    private static let deeds = [
        "guards the city at night", "bends light into shields", "talks to machines", "outruns thunder",
        "reads minds by accident", "keeps an old promise", "flies on borrowed wings", "fights with a quiet smile",
        "hunts lost starships", "mends broken timelines",
    ]

    private static let icons = [
        "⚡", "🔥", "🌀", "🛡️", "🕷️", "🦅", "🐺", "🌙", "⭐", "💎", "🧪", "🎯", "🇯🇵", "🌊", "🪐", "❄️",
    ]
}
