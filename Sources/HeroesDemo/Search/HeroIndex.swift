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
        /// Positions in ``teams``.
        var teamNumbers: [UInt32] = []
        /// The chunk's distinct teams.
        var teams: [String] = []
        var universes: [UInt8] = []
        var longestName = 0
    }

    /// A team as a store numbers it, to number teams without hashing their strings per hero.
    private struct StoreTeam: Hashable {
        var store: ObjectIdentifier
        var number: UInt32
    }

    /// The heroes are folded in runs of this many, one run per task.
    static let chunkSize = 16_384

    /// Folds and sorts `heroes`.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(heroes: [Hero]) {
        let chunkCount = (heroes.count + Self.chunkSize - 1) / Self.chunkSize
        var chunks = ConcurrentWork.map(chunkCount) { chunk in
            Self.fold(heroes[(chunk * Self.chunkSize)..<min((chunk + 1) * Self.chunkSize, heroes.count)])
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
        var teams: [UInt32] = []
        var universes: [UInt8] = []
    }

    private static func joined(_ chunks: [Chunk]) -> Folded {
        var folded = Folded()
        let heroCount = chunks.reduce(0) { $0 + $1.ends.count }
        folded.text.reserveCapacity(chunks.reduce(0) { $0 + $1.text.count })
        folded.ends.reserveCapacity(heroCount + 1)
        folded.masks.reserveCapacity(heroCount)
        folded.teams.reserveCapacity(heroCount)
        folded.universes.reserveCapacity(heroCount)
        for chunk in chunks {
            let base = UInt32(folded.text.count)
            folded.text += chunk.text
            folded.ends += chunk.ends.lazy.map { $0 + base }
            folded.masks += chunk.masks
            folded.teams += chunk.teamNumbers
            folded.universes += chunk.universes
        }
        return folded
    }

    /// The shelf of one universe: its heroes sorted, with their folded names, teams and masks.
    private static func shelf(_ universe: UInt8, heroes: [Hero], folded: Folded) -> HeroShelf {
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
                shelf.heroes.reserveCapacity(order.count)
                shelf.ends.reserveCapacity(order.count + 1)
                shelf.teams.reserveCapacity(order.count)
                shelf.masks.reserveCapacity(order.count)
                shelf.text = []
                shelf.text.reserveCapacity(order.reduce(NeedleMatcher.padding) { $0 + name($1).count })
                for hero in order {
                    shelf.heroes.append(heroes[Int(hero)])
                    shelf.text.append(contentsOf: name(hero))
                    shelf.ends.append(UInt32(shelf.text.count))
                    shelf.teams.append(folded.teams[Int(hero)])
                    shelf.masks.append(folded.masks[Int(hero)])
                }
                shelf.text += repeatElement(0, count: NeedleMatcher.padding)
                #if DEBUG
                    shelf._checkInvariants()
                #endif
                return shelf
            }
        }
    }

    private static func fold(_ heroes: ArraySlice<Hero>) -> Chunk {
        var chunk = Chunk()
        chunk.ends.reserveCapacity(heroes.count)
        chunk.masks.reserveCapacity(heroes.count)
        chunk.teamNumbers.reserveCapacity(heroes.count)
        chunk.universes.reserveCapacity(heroes.count)
        chunk.text.reserveCapacity(heroes.count * 20)
        var runs = TextFolding.RunCache()
        var numbers: [StoreTeam: UInt32] = [:]
        let universes = Universe.allCases
        for hero in heroes {
            let store = hero.store
            let name = store.nameBytes(hero.index)
            let start = chunk.text.count
            TextFolding.appendFolded(name, to: &chunk.text, runs: &runs)
            var mask = CharacterMask()
            for byte in chunk.text[start...] { mask.insert(byte) }
            chunk.masks.append(mask)
            chunk.ends.append(UInt32(chunk.text.count))
            chunk.longestName = max(chunk.longestName, widthIfWider(name, than: chunk.longestName))
            chunk.universes.append(UInt8(universes.firstIndex(of: store.universe(hero.index))!))
            let key = StoreTeam(store: ObjectIdentifier(store), number: store.teamNumbers[Int(hero.index)])
            if let number = numbers[key] {
                chunk.teamNumbers.append(number)
            } else {
                let number = UInt32(chunk.teams.count)
                numbers[key] = number
                chunk.teams.append(store.teams[Int(key.number)])
                chunk.teamNumbers.append(number)
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
