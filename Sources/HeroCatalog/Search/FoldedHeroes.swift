/// Every hero's folded name (``TextFolding``), masks, team and universe, by the hero's position
/// in the input: what ``HeroIndex`` sorts and lays out on its shelves.
///
/// The heroes are folded on every core, in runs of ``runLength``, each run into lists of its
/// own; the runs' lists are then joined into one list of each kind.
///
/// ```swift
/// let folded = FoldedHeroes(count: heroes.count, displayWidth: { $0.count }) { heroes[$0] }
/// folded.name(0)   // the first hero's folded name
/// ```
public struct FoldedHeroes: Sendable {
    /// How many heroes a task folds.
    public static let runLength = 16_384

    /// What one task folds: the run's heroes in order, its team numbers counted within the run.
    private struct Run {
        var text: [UInt8] = []
        /// Name *i* of the run ends at `ends[i]` in `text`.
        var ends: [UInt32] = []
        var masks: [CharacterMask] = []
        var pairMasks: [PairMask] = []
        /// Positions in `teams`, until they are numbered across runs.
        var teamNumbers: [UInt32] = []
        var universes: [UInt8] = []
        /// The run's distinct teams.
        var teams: [String] = []
        var longestName = 0
    }

    /// The folded names back to back.
    public let text: [UInt8]
    /// Hero *i*'s folded name is `text[ends[i]..<ends[i + 1]]`; one more entry than heroes.
    private let ends: [UInt32]
    private let masks: [CharacterMask]
    private let pairMasks: [PairMask]
    /// Positions in ``teams``.
    private let teamNumbers: [UInt32]
    private let universes: [UInt8]

    /// The number of heroes.
    public var count: Int { masks.count }

    /// Every distinct team, as written.
    public let teams: [String]

    /// The display width of the widest name.
    public let longestNameWidth: Int

    /// Folds `count` heroes.
    ///
    /// - Parameters:
    ///   - count: How many heroes.
    ///   - displayWidth: The columns a text takes on screen (the app passes the terminal's
    ///     measure): at most one for an ASCII character and two for any other scalar. Called
    ///     from several threads, only for names that are not printable ASCII and might be the
    ///     widest so far by that bound.
    ///   - hero: Hero *i*; called from several threads.
    /// - Complexity: O(*n*) in the length of the names, spread over the processor's cores.
    public init(count: Int, displayWidth: @Sendable (String) -> Int, hero: @Sendable (Int) -> Hero) {
        let ranges = ConcurrentWork.runs(of: count, size: Self.runLength)
        var runs = ConcurrentWork.map(ranges.count) { run in
            Self.fold(ranges[run], displayWidth: displayWidth, hero: hero)
        }
        longestNameWidth = runs.map(\.longestName).max() ?? 0
        // The runs are joined one list at a time, each run's part freed once it is copied, so
        // the joining holds at most one list twice.
        var text: [UInt8] = []
        text.reserveCapacity(runs.reduce(0) { $0 + $1.text.count })
        var ends: [UInt32] = [0]
        ends.reserveCapacity(count + 1)
        for run in runs.indices {
            let base = UInt32(text.count)
            text += runs[run].text
            ends += runs[run].ends.lazy.map { base + $0 }
            runs[run].text = []
            runs[run].ends = []
        }
        self.text = text
        self.ends = ends
        masks = Self.join(&runs, \.masks, count: count)
        pairMasks = Self.join(&runs, \.pairMasks, count: count)
        universes = Self.join(&runs, \.universes, count: count)
        // Number the teams across runs.
        var numbers: [String: UInt32] = [:]
        var teams: [String] = []
        var teamNumbers: [UInt32] = []
        teamNumbers.reserveCapacity(count)
        for run in runs.indices {
            let global = runs[run].teams.map { team in
                if let number = numbers[team] { return number }
                let number = UInt32(teams.count)
                numbers[team] = number
                teams.append(team)
                return number
            }
            teamNumbers += runs[run].teamNumbers.lazy.map { global[Int($0)] }
            runs[run].teamNumbers = []
        }
        self.teams = teams
        self.teamNumbers = teamNumbers
    }

    /// One list of every run's `part`, emptying the runs' parts as it goes.
    private static func join<Element>(
        _ runs: inout [Run], _ part: WritableKeyPath<Run, [Element]>, count: Int
    ) -> [Element] {
        var joined: [Element] = []
        joined.reserveCapacity(count)
        for run in runs.indices {
            joined += runs[run][keyPath: part]
            runs[run][keyPath: part] = []
        }
        return joined
    }

    /// Where hero `hero`'s folded name lies in ``text``.
    ///
    /// - Parameter hero: A position in the input.
    /// - Returns: The range of its UTF-8 bytes.
    @inline(__always)
    public func nameRange(_ hero: Int) -> Range<Int> {
        Int(ends[hero])..<Int(ends[hero + 1])
    }

    /// Hero `hero`'s folded name.
    ///
    /// - Parameter hero: A position in the input.
    /// - Returns: Its UTF-8 bytes.
    @inline(__always)
    public func name(_ hero: Int) -> ArraySlice<UInt8> { text[nameRange(hero)] }

    /// Hero `hero`'s ``CharacterMask``.
    @inline(__always)
    public func mask(_ hero: Int) -> CharacterMask { masks[hero] }

    /// Hero `hero`'s ``PairMask``.
    @inline(__always)
    public func pairs(_ hero: Int) -> PairMask { pairMasks[hero] }

    /// Hero `hero`'s team, a position in ``teams``.
    @inline(__always)
    public func team(_ hero: Int) -> UInt32 { teamNumbers[hero] }

    /// The heroes of `universe`, in input order.
    ///
    /// - Parameter universe: A ``Universe/position``.
    /// - Returns: Their positions in the input.
    public func members(of universe: UInt8) -> [UInt32] {
        var members: [UInt32] = []
        for (hero, heroUniverse) in universes.enumerated() where heroUniverse == universe {
            members.append(UInt32(hero))
        }
        return members
    }

    private static func fold(_ range: Range<Int>, displayWidth: @Sendable (String) -> Int, hero heroAt: (Int) -> Hero)
        -> Run
    {
        var run = Run()
        run.text.reserveCapacity(range.count * 24)
        run.ends.reserveCapacity(range.count)
        run.masks.reserveCapacity(range.count)
        run.pairMasks.reserveCapacity(range.count)
        run.teamNumbers.reserveCapacity(range.count)
        run.universes.reserveCapacity(range.count)
        var cache = TextFolding.RunCache()
        // For each store met, its team numbers' numbers in this run (`UInt32.max` until met);
        // heroes come from one store but for hand-made lists, so the last one is kept at hand.
        var teamMaps: [UInt32: [UInt32]] = [:]
        var lastStore: UInt32?
        var teamMap: [UInt32] = []
        guard !range.isEmpty else { return run }
        // The view of the last hero's store, made again only when a hero of another store comes.
        var stored = StoredHeroes(heroAt(range.lowerBound).store)
        for position in range {
            let hero = heroAt(position)
            if stored.store.number != hero.storeNumber { stored = StoredHeroes(hero.store) }
            do {
                let start = run.text.count
                let name = stored.nameRange(hero.index)
                TextFolding.appendFolded(stored.names, in: name, to: &run.text, runs: &cache)
                run.longestName = max(
                    run.longestName,
                    widthIfWider(stored.names, in: name, than: run.longestName, displayWidth: displayWidth))
                let masks = CharacterMask.masks(of: run.text[start...])
                run.masks.append(masks.characters)
                run.pairMasks.append(masks.pairs)
                run.ends.append(UInt32(run.text.count))
                run.universes.append(stored.universe(hero.index).position)
                if hero.storeNumber != lastStore {
                    if let lastStore { teamMaps[lastStore] = teamMap }
                    teamMap =
                        teamMaps[hero.storeNumber] ?? Array(repeating: UInt32.max, count: stored.store.teams.count)
                    lastStore = hero.storeNumber
                }
                let storeTeam = stored.teamNumber(hero.index)
                if teamMap[storeTeam] == UInt32.max {
                    teamMap[storeTeam] = UInt32(run.teams.count)
                    run.teams.append(stored.store.teams[storeTeam])
                }
                run.teamNumbers.append(teamMap[storeTeam])
            }
        }
        return run
    }

    /// The display width of the name `bytes[name]`, when it may exceed `width`; otherwise at most `width`.
    ///
    /// Printable ASCII takes a column a byte. An ASCII control character takes at most one
    /// column and any other scalar at most two (``init(count:displayWidth:hero:)``'s contract),
    /// so only a name that could be wider than `width` by that bound is measured. Each of those
    /// takes at most a column a byte (a scalar beyond ASCII takes two bytes or more), so a name
    /// of at most `width` bytes is not even counted.
    @inline(__always)
    private static func widthIfWider(
        _ bytes: [UInt8], in name: Range<Int>, than width: Int, displayWidth: @Sendable (String) -> Int
    ) -> Int {
        if name.count <= width { return 0 }
        var printableASCII = 0
        var controls = 0
        var otherScalars = 0
        for index in name {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                printableASCII += 1
            } else if byte < 0x80 {
                controls += 1
            } else if byte & 0xC0 != 0x80 {
                otherScalars += 1
            }
        }
        if controls == 0 && otherScalars == 0 { return printableASCII }
        guard printableASCII + controls + 2 * otherScalars > width else { return 0 }
        return displayWidth(String(decoding: bytes[name], as: UTF8.self))
    }
}
