/// Every hero's folded name (``TextFolding``), masks, team and universe, by the hero's position
/// in the input: what ``HeroIndex`` sorts and lays out on its shelves.
///
/// The heroes are folded on every core, in runs of ``runLength``. Each hero's masks, team and
/// universe have a fixed size, so every run writes them straight into its range of one buffer;
/// only the folded names, whose lengths are not known in advance, are folded run by run and then
/// copied into one buffer, each run by a task of its own.
///
/// ```swift
/// let folded = FoldedHeroes(count: heroes.count, displayWidth: { $0.count }) { heroes[$0] }
/// folded.name(0)   // the first hero's folded name
/// ```
public final class FoldedHeroes: @unchecked Sendable {
    // @unchecked: the buffers are written in `init`, each range by one task, and only read
    // afterwards.

    /// How many heroes a task folds.
    public static let runLength = 16_384

    /// How many readable bytes the names have after the last one, so that a name of up to that
    /// many bytes can be copied as four whole words.
    public static let copyPadding = 32

    /// What one task folds of the names.
    private struct RunNames {
        var text: [UInt8] = []
        /// Name *i* of the run ends at `ends[i]` in `text`.
        var ends: [UInt32] = []
        /// The run's distinct teams, which its entries of ``teams`` refer to until they are
        /// numbered across runs.
        var teams: [String] = []
        var longestName = 0
    }

    /// The folded names back to back, then ``copyPadding`` zeros.
    private let text: UnsafeMutableBufferPointer<UInt8>
    /// Hero *i*'s folded name is `text[ends[i]..<ends[i + 1]]`; one more entry than heroes.
    private let ends: UnsafeMutableBufferPointer<UInt32>
    private let masks: UnsafeMutableBufferPointer<CharacterMask>
    private let pairMasks: UnsafeMutableBufferPointer<PairMask>
    /// Positions in ``teams``.
    private let teamNumbers: UnsafeMutableBufferPointer<UInt32>
    private let universes: UnsafeMutableBufferPointer<UInt8>

    /// The number of heroes.
    public let count: Int

    /// Every distinct team, as written.
    public let teams: [String]

    /// The display width of the widest name.
    public let longestNameWidth: Int

    /// Folds `count` heroes.
    ///
    /// - Parameters:
    ///   - count: How many heroes.
    ///   - displayWidth: The columns a text takes on screen (the app passes the terminal's
    ///     measure); called from several threads, only for names that are not printable ASCII.
    ///   - hero: Hero *i*; called from several threads.
    /// - Complexity: O(*n*) in the length of the names, spread over the processor's cores.
    public init(count: Int, displayWidth: (String) -> Int, hero: (Int) -> Hero) {
        self.count = count
        let masks = UnsafeMutableBufferPointer<CharacterMask>.allocate(capacity: max(count, 1))
        let pairMasks = UnsafeMutableBufferPointer<PairMask>.allocate(capacity: max(count, 1))
        let teamNumbers = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
        let universes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count, 1))
        let ranges = ConcurrentWork.runs(of: count, size: Self.runLength)
        let output = Output(masks: masks, pairs: pairMasks, teams: teamNumbers, universes: universes)
        var runs = ConcurrentWork.map(ranges.count) { run in
            Self.fold(ranges[run], displayWidth: displayWidth, hero: hero, into: output)
        }
        // Number the teams across runs.
        var numbers: [String: UInt32] = [:]
        var teams: [String] = []
        for (run, range) in zip(runs.indices, ranges) {
            let global = runs[run].teams.map { team in
                if let number = numbers[team] { return number }
                let number = UInt32(teams.count)
                numbers[team] = number
                teams.append(team)
                return number
            }
            for hero in range { teamNumbers[hero] = global[Int(teamNumbers[hero])] }
        }
        self.teams = teams
        longestNameWidth = runs.map(\.longestName).max() ?? 0
        // One buffer of names; each run's names are copied, and freed, by a task of its own.
        var starts: [Int] = []
        var textCount = 0
        for run in runs {
            starts.append(textCount)
            textCount += run.text.count
        }
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: textCount + Self.copyPadding)
        let ends = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count + 1)
        ends[0] = 0
        (text.baseAddress! + textCount).initialize(repeating: 0, count: Self.copyPadding)
        runs.withUnsafeMutableBufferPointer { buffer in
            // Each task reads and empties only its own run's slot, and writes only its own ranges.
            nonisolated(unsafe) let pending = buffer
            _ = ConcurrentWork.map(pending.count) { run in
                let names = pending[run]
                pending[run] = RunNames()
                (text.baseAddress! + starts[run]).initialize(from: names.text, count: names.text.count)
                let base = UInt32(starts[run])
                for (offset, end) in names.ends.enumerated() { ends[ranges[run].lowerBound + offset + 1] = base + end }
            }
        }
        self.text = text
        self.ends = ends
        self.masks = masks
        self.pairMasks = pairMasks
        self.teamNumbers = teamNumbers
        self.universes = universes
    }

    /// The buffers the folding tasks write their heroes' fixed-size results into.
    private struct Output: @unchecked Sendable {
        // @unchecked: each task writes only its own run's range.
        let masks: UnsafeMutableBufferPointer<CharacterMask>
        let pairs: UnsafeMutableBufferPointer<PairMask>
        let teams: UnsafeMutableBufferPointer<UInt32>
        let universes: UnsafeMutableBufferPointer<UInt8>
    }

    deinit {
        text.deallocate()
        ends.deallocate()
        masks.deallocate()
        pairMasks.deallocate()
        teamNumbers.deallocate()
        universes.deallocate()
    }

    /// Hero `hero`'s folded name.
    ///
    /// - Parameter hero: A position in the input.
    /// - Returns: Its UTF-8 bytes, with ``copyPadding`` readable bytes after the last name.
    @inline(__always)
    public func name(_ hero: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(ends[hero])..<Int(ends[hero + 1])])
    }

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
        // Only the first `count` entries hold heroes: with no heroes the buffer still has one,
        // uninitialized, entry (an allocation of capacity zero is not made).
        for (hero, heroUniverse) in universes.prefix(count).enumerated() where heroUniverse == universe {
            members.append(UInt32(hero))
        }
        return members
    }

    private static func fold(
        _ range: Range<Int>, displayWidth: (String) -> Int, hero heroAt: (Int) -> Hero, into output: Output
    ) -> RunNames {
        var names = RunNames()
        names.ends.reserveCapacity(range.count)
        names.text.reserveCapacity(range.count * 24)
        var runs = TextFolding.RunCache()
        // For each store met, its team numbers' numbers in this run (`UInt32.max` until met);
        // heroes come from one store but for hand-made lists, so the last one is kept at hand.
        var teamMaps: [UInt32: [UInt32]] = [:]
        var lastStore: UInt32?
        var teamMap: [UInt32] = []
        // The store of the last hero, looked up only when a hero of another store comes.
        var current: HeroStore?
        for position in range {
            let hero = heroAt(position)
            if current?.number != hero.storeNumber { current = hero.store }
            do {
                let store = current!
                let name = store.nameBytes(hero.index)
                let start = names.text.count
                // The store's names are a safe array slice now; the folding still reads a buffer.
                name.withUnsafeBufferPointer { TextFolding.appendFolded($0, to: &names.text, runs: &runs) }
                let masks = names.text.withUnsafeBufferPointer { text in
                    CharacterMask.masks(of: UnsafeBufferPointer(rebasing: text[start...]))
                }
                output.masks[position] = masks.characters
                output.pairs[position] = masks.pairs
                names.ends.append(UInt32(names.text.count))
                names.longestName = max(
                    names.longestName, widthIfWider(name, than: names.longestName, displayWidth: displayWidth))
                output.universes[position] = store.universe(hero.index).position
                if hero.storeNumber != lastStore {
                    if let lastStore { teamMaps[lastStore] = teamMap }
                    teamMap = teamMaps[hero.storeNumber] ?? Array(repeating: UInt32.max, count: store.teams.count)
                    lastStore = hero.storeNumber
                }
                let storeTeam = Int(store.teamNumbers[Int(hero.index)])
                if teamMap[storeTeam] == UInt32.max {
                    teamMap[storeTeam] = UInt32(names.teams.count)
                    names.teams.append(store.teams[storeTeam])
                }
                output.teams[position] = teamMap[storeTeam]
            }
        }
        return names
    }

    /// The display width of a name, when it may exceed `width`; otherwise at most `width`.
    ///
    /// Printable ASCII takes a column a byte. Any other scalar takes at most two columns, so only
    /// a name that could be wider than `width` that way is measured.
    @inline(__always)
    private static func widthIfWider(
        _ name: ArraySlice<UInt8>, than width: Int, displayWidth: (String) -> Int
    ) -> Int {
        var printableASCII = 0
        var otherScalars = 0
        for byte in name {
            if byte >= 0x20 && byte < 0x7F {
                printableASCII += 1
            } else if byte & 0xC0 != 0x80 {
                otherScalars += 1
            }
        }
        if otherScalars == 0 { return printableASCII }
        guard printableASCII + 2 * otherScalars > width else { return 0 }
        return displayWidth(String(decoding: name, as: UTF8.self))
    }
}
