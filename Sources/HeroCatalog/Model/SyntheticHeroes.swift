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
public enum SyntheticHeroes {
    /// The seed `--synthetic` uses.
    public static let defaultSeed: UInt64 = 0x4845_524F_4553

    /// The largest count `--synthetic` accepts.
    public static let maximumCount = 1_000_000

    /// Generates `count` heroes.
    ///
    /// - Parameters:
    ///   - count: How many heroes; zero or more.
    ///   - seed: The generator's seed; equal seeds give equal lists.
    /// - Returns: Heroes that pass `HeroCatalog`'s validation, in generation order.
    /// - Complexity: O(*count*).
    public static func make(count: Int, seed: UInt64 = defaultSeed) -> [Hero] {
        store(count: count, seed: seed).heroes
    }

    /// Generates `count` heroes into one ``HeroStore``: no string or object is made per hero.
    ///
    /// Every hero takes ``drawsPerHero`` draws of one `SplitMix64` sequence, so hero *k*'s draws
    /// start at draw `k * drawsPerHero`: runs of heroes are generated on every core, each from its
    /// own point of the sequence (`SplitMix64.skip(_:)`) into columns of its own, and give the
    /// heroes one thread would. The runs' columns are then joined, each freed once copied.
    ///
    /// - Parameters:
    ///   - count: How many heroes; zero or more.
    ///   - seed: The generator's seed; equal seeds give equal heroes.
    /// - Returns: The store, its heroes in generation order.
    /// - Complexity: O(*count*), spread over the processor's cores.
    public static func store(count: Int, seed: UInt64 = defaultSeed) -> HeroStore {
        let runs = ConcurrentWork.runs(of: max(count, 0), size: runLength)
        var parts = ConcurrentWork.map(runs.count) { run in generate(runs[run], seed: seed) }
        var columns = HeroStore.Columns(
            capacity: max(count, 0), nameByteCount: parts.reduce(0) { $0 + $1.names.count })
        for part in parts.indices {
            columns.append(contentsOf: parts[part])
            parts[part] = HeroStore.Columns()
        }
        return HeroStore(
            columns: columns, teams: Tables.teams, intros: HeroStore.StringTable(packing: intros), icons: icons,
            identityScheme: .block)
    }

    /// How many heroes one task generates.
    public static let runLength = 65_536

    /// How many draws of the generator each hero takes.
    public static let drawsPerHero: UInt64 = 8

    /// Hero *k*'s draws, in the order they are taken.
    private struct Draws {
        let universe: Universe
        let title: Int
        let core: Int
        let intro: Int
        let team: Int
        let icon: Int

        /// The draws of hero `hero` (0-based) of the sequence `seed` starts.
        init(hero: Int, seed: UInt64) {
            var random = SplitMix64(seed: seed)
            random.skip(UInt64(hero) * drawsPerHero)
            universe = random.next(below: 2) == 0 ? .marvel : .dc
            title = random.next(below: titles.count)
            core = random.next(below: cores.count)
            let adjective = random.next(below: adjectives.count)
            let role = random.next(below: roles.count)
            let deed = random.next(below: deeds.count)
            intro = (adjective * roles.count + role) * deeds.count + deed
            team = random.next(below: universe == .marvel ? marvelTeams.count : dcTeams.count)
            icon = random.next(below: icons.count)
        }

    }

    /// The heroes of `run` (0-based positions).
    private static func generate(_ run: Range<Int>, seed: UInt64) -> HeroStore.Columns {
        var columns = HeroStore.Columns(capacity: run.count, nameByteCount: run.count * 24)
        // The tables, read once here rather than through their lazy statics for every hero.
        let (titleBytes, titleStarts, titleLengths) = (Tables.titleBytes, Tables.titleStarts, Tables.titleLengths)
        let (coreBytes, coreStarts, coreLengths) = (Tables.coreBytes, Tables.coreStarts, Tables.coreLengths)
        let (marvelTeamNumbers, dcTeamNumbers) = (Tables.marvelTeamNumbers, Tables.dcTeamNumbers)
        for hero in run {
            let draws = Draws(hero: hero, seed: seed)
            let titleStart = titleStarts[draws.title]
            RawBytes.append(titleBytes, in: titleStart..<titleStart + titleLengths[draws.title], to: &columns.names)
            columns.names.append(0x20)
            let coreStart = coreStarts[draws.core]
            RawBytes.append(coreBytes, in: coreStart..<coreStart + coreLengths[draws.core], to: &columns.names)
            columns.names.append(0x20)
            appendDecimal(hero + 1, to: &columns.names)
            columns.endHero(
                universe: draws.universe,
                teamNumber: draws.universe == .marvel ? marvelTeamNumbers[draws.team] : dcTeamNumbers[draws.team],
                introNumber: UInt32(draws.intro), iconNumber: UInt32(draws.icon))
        }
        return columns
    }

    /// A catalog of `count` synthetic heroes, skipping validation (the generator guarantees it).
    ///
    /// - Parameters:
    ///   - count: How many heroes.
    ///   - seed: The generator's seed.
    /// - Returns: The catalog.
    public static func catalog(count: Int, seed: UInt64 = defaultSeed) -> HeroCatalog {
        HeroCatalog(unchecked: make(count: count, seed: seed))
    }

    /// Appends `number` (zero or more) in decimal, most significant digit first.
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        var place = 1
        while place <= number / 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(0x30 + number / place % 10))
            place /= 10
        } while place > 0
    }

    /// The word lists laid out for the generator's inner loop: titles and cores back to back as
    /// UTF-8 with their offsets, and the teams numbered once for both universes.
    private enum Tables {
        static let titleBytes = Array(titles.joined().utf8)
        static let titleLengths = titles.map(\.utf8.count)
        static let titleStarts = offsets(titleLengths)
        static let coreBytes = Array(cores.joined().utf8)
        static let coreLengths = cores.map(\.utf8.count)
        static let coreStarts = offsets(coreLengths)
        /// Every team once ("Solo" is in both universes), Marvel's first.
        static let teams: [String] = (marvelTeams + dcTeams).reduce(into: []) { teams, team in
            if !teams.contains(team) { teams.append(team) }
        }
        static let marvelTeamNumbers = marvelTeams.map { UInt32(teams.firstIndex(of: $0)!) }
        static let dcTeamNumbers = dcTeams.map { UInt32(teams.firstIndex(of: $0)!) }

        private static func offsets(_ lengths: [Int]) -> [Int] {
            var start = 0
            return lengths.map { length in
                defer { start += length }
                return start
            }
        }
    }

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
