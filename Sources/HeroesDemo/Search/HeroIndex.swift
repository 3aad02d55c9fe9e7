import Foundation

/// The heroes of one universe sorted by name, with their folded names back to back in one buffer
/// and their teams as numbers, so a scan reads memory in order and tests each distinct team once.
///
/// Building it folds every name and sorts them; for a million heroes that is split over the
/// processor's cores.
struct HeroShelf: Sendable {
    /// The heroes, sorted.
    var heroes: [Hero] = []

    /// The folded names, back to back.
    var text: [UInt8] = []

    /// Hero *i*'s folded name is `text[ends[i - 1]..<ends[i]]` (from 0 for the first).
    var ends: [Int32] = []

    /// Hero *i*'s team, a position in ``HeroIndex/teams``.
    var teams: [UInt32] = []
}

/// Everything ``HeroFilter`` builds once: one ``HeroShelf`` per universe and the folded teams.
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
        var ends: [Int32] = []
        var teamNumbers: [UInt32] = []
        var teams: [String] = []
        var longestName = 0
        var universes: [UInt8] = []
    }

    /// The heroes are folded in runs of this many, one run per task.
    static let chunkSize = 16_384

    /// Folds and sorts `heroes`.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(heroes: [Hero]) {
        let chunkCount = (heroes.count + Self.chunkSize - 1) / Self.chunkSize
        let chunks = Self.concurrentMap(chunkCount) { chunk in
            Self.fold(heroes[(chunk * Self.chunkSize)..<min((chunk + 1) * Self.chunkSize, heroes.count)])
        }
        // Number the teams across chunks.
        var teamNumbers: [String: UInt32] = [:]
        var teams: [String] = []
        let chunkTeams = chunks.map { chunk in
            chunk.teams.map { team in
                if let number = teamNumbers[team] { return number }
                let number = UInt32(teams.count)
                teamNumbers[team] = number
                teams.append(team)
                return number
            }
        }
        // One buffer of folded names, for sorting.
        var text: [UInt8] = []
        text.reserveCapacity(chunks.reduce(0) { $0 + $1.text.count })
        var ends: [Int32] = []
        ends.reserveCapacity(heroes.count)
        var heroTeams: [UInt32] = []
        heroTeams.reserveCapacity(heroes.count)
        for (chunk, numbers) in zip(chunks, chunkTeams) {
            let base = Int32(text.count)
            text += chunk.text
            ends += chunk.ends.map { $0 + base }
            heroTeams += chunk.teamNumbers.map { numbers[Int($0)] }
        }
        let order = Self.sortedOrder(heroes: heroes, text: text, ends: ends)
        let universes = chunks.flatMap(\.universes)
        let shelves = Self.concurrentMap(Universe.allCases.count) { universe in
            Self.shelf(
                UInt8(universe), order: order, universes: universes, heroes: heroes, text: text, ends: ends,
                teams: heroTeams)
        }
        self.shelves = shelves
        self.teams = teams.map { Array(TextFolding.fold($0).utf8) }
        longestNameWidth = chunks.map(\.longestName).max() ?? 0
        longestTeamWidth = teams.map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// The shelf of one universe: its heroes in `order`, with their folded names and teams.
    private static func shelf(
        _ universe: UInt8, order: [Int32], universes: [UInt8], heroes: [Hero], text: [UInt8], ends: [Int32],
        teams: [UInt32]
    ) -> HeroShelf {
        var shelf = HeroShelf()
        let count = universes.reduce(0) { $0 + ($1 == universe ? 1 : 0) }
        shelf.heroes.reserveCapacity(count)
        shelf.ends.reserveCapacity(count)
        shelf.teams.reserveCapacity(count)
        text.withUnsafeBufferPointer { text in
            for index in order where universes[Int(index)] == universe {
                let start = index == 0 ? 0 : Int(ends[Int(index) - 1])
                shelf.heroes.append(heroes[Int(index)])
                shelf.text.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<Int(ends[Int(index)])]))
                shelf.ends.append(Int32(shelf.text.count))
                shelf.teams.append(teams[Int(index)])
            }
        }
        return shelf
    }

    private static func fold(_ heroes: ArraySlice<Hero>) -> Chunk {
        var chunk = Chunk()
        chunk.ends.reserveCapacity(heroes.count)
        chunk.teamNumbers.reserveCapacity(heroes.count)
        var numbers: [String: UInt32] = [:]
        for hero in heroes {
            let name = hero.name
            chunk.text += TextFolding.fold(name).utf8
            chunk.ends.append(Int32(chunk.text.count))
            // Printable ASCII takes a column a byte; anything else is measured.
            let isPlainASCII = name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            chunk.longestName = max(chunk.longestName, isPlainASCII ? name.utf8.count : DisplayWidth.of(name))
            chunk.universes.append(UInt8(Universe.allCases.firstIndex(of: hero.universe)!))
            let team = hero.team
            if let number = numbers[team] {
                chunk.teamNumbers.append(number)
            } else {
                let number = UInt32(chunk.teams.count)
                numbers[team] = number
                chunk.teams.append(team)
                chunk.teamNumbers.append(number)
            }
        }
        return chunk
    }

    /// The heroes' positions sorted by folded name, then by the name's Unicode order.
    private static func sortedOrder(heroes: [Hero], text: [UInt8], ends: [Int32]) -> [Int32] {
        text.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                func name(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
                    let start = index == 0 ? 0 : Int(ends[Int(index) - 1])
                    return UnsafeBufferPointer(rebasing: text[start..<Int(ends[Int(index)])])
                }
                func precedes(_ left: Int32, _ right: Int32) -> Bool {
                    let a = name(left)
                    let b = name(right)
                    let common = min(a.count, b.count)
                    let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                    if order != 0 { return order < 0 }
                    if a.count != b.count { return a.count < b.count }
                    return heroes[Int(left)].name < heroes[Int(right)].name
                }
                // Sort two halves at once, then merge them.
                let count = Int32(heroes.count)
                let middle = count / 2
                let halves = concurrentMap(2) { half in
                    Array(half == 0 ? 0..<middle : middle..<count).sorted(by: precedes)
                }
                var merged: [Int32] = []
                merged.reserveCapacity(heroes.count)
                var left = 0
                var right = 0
                while left < halves[0].count && right < halves[1].count {
                    if precedes(halves[1][right], halves[0][left]) {
                        merged.append(halves[1][right])
                        right += 1
                    } else {
                        merged.append(halves[0][left])
                        left += 1
                    }
                }
                merged += halves[0][left...]
                merged += halves[1][right...]
                return merged
            }
        }
    }

    /// `transform` of `0..<count`, run on as many threads as there are cores.
    ///
    /// `transform` must only read shared state: the callers here read immutable arrays and
    /// buffers, and each iteration writes only its own slot of the results.
    static func concurrentMap<Result>(_ count: Int, _ transform: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        var results = [Result?](repeating: nil, count: count)
        withoutActuallyEscaping(transform) { transform in
            results.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let slots = buffer
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    slots[index] = transform(index)
                }
            }
        }
        return results.map { $0! }
    }
}
