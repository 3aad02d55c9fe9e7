import SeededRandom

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
        store(count: count, seed: seed).heroes
    }

    /// Generates `count` heroes into one ``HeroStore``: no string or object is made per hero.
    ///
    /// Every hero takes ``drawsPerHero`` draws of one `SplitMix64` sequence, so hero *k*'s draws
    /// start at draw `k * drawsPerHero`: runs of heroes are generated on every core, each from its
    /// own point of the sequence (`SplitMix64.skip(_:)`), and give the heroes one thread would.
    ///
    /// - Parameters:
    ///   - count: How many heroes; zero or more.
    ///   - seed: The generator's seed; equal seeds give equal heroes.
    /// - Returns: The store, its heroes in generation order.
    /// - Complexity: O(*count*), spread over the processor's cores.
    static func store(count: Int, seed: UInt64 = defaultSeed) -> HeroStore {
        let parts = ConcurrentWork.map(ConcurrentWork.runs(of: max(count, 0), size: runLength).count) { part in
            let start = part * runLength
            return builder(heroes: (start + 1)...min(start + runLength, count), seed: seed)
        }
        return HeroStore(joining: parts)
    }

    /// How many heroes one task generates.
    static let runLength = 65_536

    /// How many draws of the generator each hero takes.
    static let drawsPerHero: UInt64 = 8

    /// The heroes numbered `numbers` (1-based), in a builder of their own.
    private static func builder(heroes numbers: ClosedRange<Int>, seed: UInt64) -> HeroStore.Builder {
        var random = SplitMix64(seed: seed)
        random.skip(UInt64(numbers.lowerBound - 1) * drawsPerHero)
        var builder = HeroStore.Builder(capacity: numbers.count)
        var name: [UInt8] = []
        name.reserveCapacity(64)
        // Every part numbers the tables in the same order, so joining them maps nothing.
        let marvelTeamNumbers = marvelTeams.map { builder.number(team: $0) }
        let dcTeamNumbers = dcTeams.map { builder.number(team: $0) }
        let introNumbers = intros.map { builder.number(intro: $0) }
        let iconNumbers = icons.map { builder.number(icon: $0) }
        for number in numbers {
            let start = random.state
            let universe: Universe = random.next(below: 2) == 0 ? .marvel : .dc
            name.removeAll(keepingCapacity: true)
            name += titleBytes[random.next(below: titleBytes.count)]
            name.append(0x20)
            name += coreBytes[random.next(below: coreBytes.count)]
            name.append(0x20)
            appendDecimal(number, to: &name)
            let adjective = random.next(below: adjectives.count)
            let role = random.next(below: roles.count)
            let deed = random.next(below: deeds.count)
            let teams = universe == .marvel ? marvelTeamNumbers : dcTeamNumbers
            let team = teams[random.next(below: teams.count)]
            let icon = iconNumbers[random.next(below: icons.count)]
            assert(random.state == start &+ drawsPerHero &* SplitMix64.increment, "a hero takes drawsPerHero draws")
            builder.append(
                nameBytes: name, universe: universe, teamNumber: team,
                introNumber: introNumbers[(adjective * roles.count + role) * deeds.count + deed], iconNumber: icon)
        }
        return builder
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

    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(0x30 + number / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    private static let titleBytes = titles.map { Array($0.utf8) }

    private static let coreBytes = cores.map { Array($0.utf8) }

    /// Every intro, by adjective, role and deed.
    private static let intros: [String] = adjectives.flatMap { adjective in
        let article = "aeiou".contains(adjective.first!) ? "An" : "A"
        return roles.flatMap { role in deeds.map { deed in "\(article) \(adjective) \(role) who \(deed)." } }
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
