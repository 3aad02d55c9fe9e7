import Foundation

/// Everything ``HeroFilter`` builds once: one ``HeroShelf`` per universe and the folded teams.
///
/// Building it folds every name (``TextFolding``), records which bytes each folded name holds
/// (``CharacterMask``) and sorts the names (``FoldedNameOrder``); for a million heroes the folding
/// is split over the processor's cores in chunks and the sorting runs one universe per core.
///
/// ```swift
/// let index = HeroIndex(heroes: catalog.heroes)
/// index.shelves[0].heroes  // Marvel's heroes, sorted by folded name
/// ```
struct HeroIndex: Sendable {
    /// One shelf per universe, in `Universe.allCases` order.
    let shelves: [HeroShelf]

    /// Every distinct team, folded.
    let teams: [[UInt8]]

    /// The display width of the widest name.
    let longestNameWidth: Int

    /// The display width of the widest team.
    let longestTeamWidth: Int

    /// The folding of a run of heroes, done on one thread.
    private struct Chunk {
        var text: [UInt8] = []
        var ends: [UInt32] = []
        var masks: [CharacterMask] = []
        var pairs: [PairMask] = []
        /// Positions in ``teams``.
        var teamNumbers: [UInt32] = []
        /// The chunk's distinct teams.
        var teams: [String] = []
        var universes: [UInt8] = []
        var longestName = 0
    }

    /// The heroes are folded in runs of this many, one run per task.
    static let chunkSize = 16_384

    /// The heroes to index: a list, or every hero of a store (which saves making the list).
    private enum Source: Sendable {
        case heroes([Hero])
        case store(HeroStore)

        var count: Int {
            switch self {
            case .heroes(let heroes): heroes.count
            case .store(let store): store.count
            }
        }

        @inline(__always)
        subscript(position: Int) -> Hero {
            switch self {
            case .heroes(let heroes): heroes[position]
            case .store(let store): store.hero(Int32(truncatingIfNeeded: position))
            }
        }
    }

    /// Folds and sorts `heroes`.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(heroes: [Hero]) {
        self.init(.heroes(heroes))
    }

    /// Folds and sorts every hero of `store`.
    ///
    /// - Parameter store: The heroes; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(store: HeroStore) {
        self.init(.store(store))
    }

    private init(_ heroes: Source) {
        let chunkCount = (heroes.count + Self.chunkSize - 1) / Self.chunkSize
        var chunks = ConcurrentWork.map(chunkCount) { chunk in
            Self.fold(heroes, (chunk * Self.chunkSize)..<min((chunk + 1) * Self.chunkSize, heroes.count))
        }
        // Number the teams across chunks.
        var teamNumbers: [String: UInt32] = [:]
        var teams: [String] = []
        for chunk in chunks.indices {
            let numbers = chunks[chunk].teams.map { team in
                if let number = teamNumbers[team] { return number }
                let number = UInt32(teams.count)
                teamNumbers[team] = number
                teams.append(team)
                return number
            }
            for position in chunks[chunk].teamNumbers.indices {
                chunks[chunk].teamNumbers[position] = numbers[Int(chunks[chunk].teamNumbers[position])]
            }
        }
        let folded = Self.joined(chunks)
        longestNameWidth = chunks.map(\.longestName).max() ?? 0
        chunks = []
        self.shelves = ConcurrentWork.map(Universe.allCases.count) { universe in
            Self.shelf(UInt8(universe), heroes: heroes, folded: folded)
        }
        self.teams = teams.map { Array(TextFolding.fold($0).utf8) }
        longestTeamWidth = teams.map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// Every hero's folded name, mask, team and universe, by the hero's position in the input.
    private struct Folded {
        var text: [UInt8] = []
        var ends: [UInt32] = [0]
        var masks: [CharacterMask] = []
        var pairs: [PairMask] = []
        var teams: [UInt32] = []
        var universes: [UInt8] = []
    }

    /// How many readable bytes the joined folded names have after the last one, so that a name
    /// of up to that many bytes can be copied as four whole words.
    private static let copyPadding = 32

    /// The chunks' foldings joined in hero order, each chunk copied by a task of its own.
    private static func joined(_ chunks: [Chunk]) -> Folded {
        var textStarts: [Int] = []
        var heroStarts: [Int] = []
        var textCount = 0
        var heroCount = 0
        for chunk in chunks {
            textStarts.append(textCount)
            heroStarts.append(heroCount)
            textCount += chunk.text.count
            heroCount += chunk.ends.count
        }
        var folded = Folded()
        func fill<Element>(
            _ count: Int, _ copy: @escaping (Int, UnsafeMutablePointer<Element>) -> Void
        ) -> [Element] {
            [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
                // Each task initializes only its own chunk's range.
                nonisolated(unsafe) let output = buffer
                _ = ConcurrentWork.map(chunks.count) { chunk in copy(chunk, output.baseAddress!) }
                initialized = count
            }
        }
        folded.text = fill(textCount + copyPadding) { chunk, output in
            (output + textStarts[chunk]).initialize(from: chunks[chunk].text, count: chunks[chunk].text.count)
            if chunk == chunks.count - 1 { (output + textCount).initialize(repeating: 0, count: copyPadding) }
        }
        folded.ends = fill(heroCount + 1) { chunk, output in
            if chunk == 0 { output.initialize(to: 0) }
            let base = UInt32(textStarts[chunk])
            for (offset, end) in chunks[chunk].ends.enumerated() {
                (output + heroStarts[chunk] + offset + 1).initialize(to: end + base)
            }
        }
        folded.masks = fill(heroCount) { chunk, output in
            (output + heroStarts[chunk]).initialize(from: chunks[chunk].masks, count: chunks[chunk].masks.count)
        }
        folded.pairs = fill(heroCount) { chunk, output in
            (output + heroStarts[chunk]).initialize(from: chunks[chunk].pairs, count: chunks[chunk].pairs.count)
        }
        folded.teams = fill(heroCount) { chunk, output in
            let teams = chunks[chunk].teamNumbers
            (output + heroStarts[chunk]).initialize(from: teams, count: teams.count)
        }
        folded.universes = fill(heroCount) { chunk, output in
            let universes = chunks[chunk].universes
            (output + heroStarts[chunk]).initialize(from: universes, count: universes.count)
        }
        return folded
    }

    /// The shelf of one universe: its heroes sorted, with their folded names, teams and masks.
    ///
    /// The sorted order visits the heroes at random, so each list is gathered by a loop of its
    /// own that does nothing else: the processor then has many of the gather's cache misses in
    /// flight at once, which a loop appending to five lists would not allow.
    private static func shelf(_ universe: UInt8, heroes: Source, folded: Folded) -> HeroShelf {
        folded.text.withUnsafeBufferPointer { text in
            folded.ends.withUnsafeBufferPointer { ends in
                func name(_ hero: UInt32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: text[Int(ends[Int(hero)])..<Int(ends[Int(hero) + 1])])
                }
                var members: [UInt32] = []
                for (position, heroUniverse) in folded.universes.enumerated() where heroUniverse == universe {
                    members.append(UInt32(position))
                }
                let order = FoldedNameOrder.sorted(members, name: name, original: { heroes[Int($0)].name })
                var shelf = HeroShelf()
                switch heroes {
                case .heroes(let list): shelf.heroes = gather(list, at: order)
                case .store(let store):
                    let number = store.number
                    shelf.heroes = order.map { Hero(storeNumber: number, index: Int32(bitPattern: $0)) }
                }
                shelf.teams = gather(folded.teams, at: order)
                shelf.masks = gather(folded.masks, at: order)
                shelf.pairs = gather(folded.pairs, at: order)
                shelf.ends = [UInt32](unsafeUninitializedCapacity: order.count + 1) { buffer, count in
                    var end: UInt32 = 0
                    buffer[0] = 0
                    for (position, hero) in order.enumerated() {
                        end += ends[Int(hero) + 1] - ends[Int(hero)]
                        buffer[position + 1] = end
                    }
                    count = order.count + 1
                }
                shelf.text = gatherText(order, from: text.baseAddress!, ends: ends, shelfEnds: shelf.ends)
                #if DEBUG
                    shelf._checkInvariants()
                #endif
                return shelf
            }
        }
    }

    /// `source` at each position of `order`, in order.
    private static func gather<Element>(_ source: [Element], at order: [UInt32]) -> [Element] {
        source.withUnsafeBufferPointer { source in
            [Element](unsafeUninitializedCapacity: order.count) { buffer, count in
                for (position, index) in order.enumerated() {
                    (buffer.baseAddress! + position).initialize(to: source[Int(index)])
                }
                count = order.count
            }
        }
    }

    /// The folded names of `order`'s heroes back to back, then ``NeedleMatcher/padding`` zeros.
    ///
    /// A name of up to ``copyPadding`` bytes is copied as four words (the joined names have that
    /// many readable bytes after the last one, and the buffer as many spare bytes after its end);
    /// the next name overwrites what a copy wrote past its name's end.
    private static func gatherText(
        _ order: [UInt32], from text: UnsafePointer<UInt8>, ends: UnsafeBufferPointer<UInt32>,
        shelfEnds: [UInt32]
    ) -> [UInt8] {
        let textCount = Int(shelfEnds.last!)
        return [UInt8](unsafeUninitializedCapacity: textCount + NeedleMatcher.padding + copyPadding) { buffer, count in
            let output = UnsafeMutableRawPointer(buffer.baseAddress!)
            let source = UnsafeRawPointer(text)
            for (position, hero) in order.enumerated() {
                let start = Int(ends[Int(hero)])
                let length = Int(ends[Int(hero) + 1]) - start
                let target = output + Int(shelfEnds[position])
                if length <= copyPadding {
                    for word in 0..<4 {
                        target.storeBytes(
                            of: (source + start + word * 8).loadUnaligned(as: UInt64.self), toByteOffset: word * 8,
                            as: UInt64.self)
                    }
                } else {
                    target.copyMemory(from: source + start, byteCount: length)
                }
            }
            (buffer.baseAddress! + textCount).initialize(repeating: 0, count: NeedleMatcher.padding)
            count = textCount + NeedleMatcher.padding
        }
    }

    private static func fold(_ source: Source, _ range: Range<Int>) -> Chunk {
        var chunk = Chunk()
        chunk.ends.reserveCapacity(range.count)
        chunk.masks.reserveCapacity(range.count)
        chunk.pairs.reserveCapacity(range.count)
        chunk.teamNumbers.reserveCapacity(range.count)
        chunk.universes.reserveCapacity(range.count)
        chunk.text.reserveCapacity(range.count * 24)
        var runs = TextFolding.RunCache()
        // For each store met, its team numbers' numbers in this chunk (`UInt32.max` until met);
        // heroes come from one store but for hand-made lists, so the last one is kept at hand.
        var teamMaps: [UInt32: [UInt32]] = [:]
        var lastStore: UInt32?
        var teamMap: [UInt32] = []
        for position in range {
            let hero = source[position]
            hero.withStore { store in
                let name = store.nameBytes(hero.index)
                let start = chunk.text.count
                TextFolding.appendFolded(name, to: &chunk.text, runs: &runs)
                chunk.text.withUnsafeBufferPointer { text in
                    chunk.masks.append(CharacterMask(of: text[start...]))
                    chunk.pairs.append(PairMask(of: text[start...]))
                }
                chunk.ends.append(UInt32(chunk.text.count))
                chunk.longestName = max(chunk.longestName, widthIfWider(name, than: chunk.longestName))
                chunk.universes.append(store.universe(hero.index).position)
                if hero.storeNumber != lastStore {
                    if let lastStore { teamMaps[lastStore] = teamMap }
                    teamMap = teamMaps[hero.storeNumber] ?? Array(repeating: UInt32.max, count: store.teams.count)
                    lastStore = hero.storeNumber
                }
                let storeTeam = Int(store.teamNumbers[Int(hero.index)])
                if teamMap[storeTeam] == UInt32.max {
                    teamMap[storeTeam] = UInt32(chunk.teams.count)
                    chunk.teams.append(store.teams[storeTeam])
                }
                chunk.teamNumbers.append(teamMap[storeTeam])
            }
        }
        return chunk
    }

    /// The display width of a name, when it may exceed `width`; otherwise at most `width`.
    ///
    /// Printable ASCII takes a column a byte. Any other scalar takes at most two columns, so only
    /// a name that could be wider than `width` that way is measured.
    @inline(__always)
    private static func widthIfWider(_ name: UnsafeBufferPointer<UInt8>, than width: Int) -> Int {
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
        return DisplayWidth.of(String(decoding: name, as: UTF8.self))
    }
}
