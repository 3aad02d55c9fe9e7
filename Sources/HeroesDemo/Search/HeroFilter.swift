import Foundation
import SectionedData

/// Turns heroes and a search query into the table's sections.
///
/// A hero matches when its name or its team contains the query, both compared in
/// ``TextFolding`` form: ignoring case, accents, width, spaces and punctuation ("arana" finds
/// "Araña", "xmen" and "x-MEN" find the X-Men, "spider man" finds Spider-Man). A query that is
/// empty, only white space, or without letters and digits matches every hero. Sections come in
/// `Universe.allCases` order (Marvel, then DC) and only when they hold a match; rows are sorted
/// by name in the same folded form, the same on every
/// machine (no locale is involved), with exact ties broken by the name's Unicode order.
///
/// The filter folds and sorts once, when it is created, so each query only scans. A query that
/// extends an earlier one (as typing does) can scan just that query's ``Matches``: every hero
/// containing "spid" also contains "spi".
///
/// ```swift
/// let filter = HeroFilter(heroes: catalog.heroes)
/// for section in filter.sections(matching: "spider") {
///     print(section.model, section.items.map(\.name))
/// }
/// let spi = filter.matches(for: "spi")
/// let spid = filter.matches(for: "spid", within: spi)  // scans only spi's heroes
/// ```
struct HeroFilter: Sendable {
    /// The heroes that match one query, as positions in the filter's sorted lists.
    struct Matches: Equatable, Sendable {
        /// The folded query, as UTF-8; empty for a blank query.
        let needle: [UInt8]

        /// For each universe, in `Universe.allCases` order, the positions of the matching heroes in
        /// that universe's sorted list, ascending.
        fileprivate let positions: [[Int32]]

        /// How many heroes match.
        var count: Int { positions.reduce(0) { $0 + $1.count } }

        /// Whether every hero matching `needle` is among these matches: these matches' needle
        /// occurs in it.
        ///
        /// - Parameter needle: A folded query.
        /// - Returns: `true` when `needle` contains this needle (always, for a blank one).
        func cover(_ needle: [UInt8]) -> Bool {
            HeroFilter.contains(needle[...], self.needle)
        }
    }

    /// The folded, sorted heroes.
    private let index: HeroIndex

    /// The display width of the widest name, for the table's name column.
    var longestNameWidth: Int { index.longestNameWidth }

    /// The display width of the widest team, for the table's team column.
    var longestTeamWidth: Int { index.longestTeamWidth }

    /// Prepares `heroes` for searching.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes, spread over the processor's cores.
    init(heroes: [Hero]) {
        index = HeroIndex(heroes: heroes)
    }

    /// Prepares every hero of `store` for searching, without making a list of them first.
    ///
    /// - Parameter store: The heroes; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes, spread over the processor's cores.
    init(store: HeroStore) {
        index = HeroIndex(store: store)
    }

    private var shelves: [HeroShelf] { index.shelves }

    /// The number of heroes the filter searches.
    var heroCount: Int { shelves.reduce(0) { $0 + $1.heroes.count } }

    /// Every hero, in universe order, then sorted by name.
    var sortedHeroes: [Hero] { shelves.flatMap(\.heroes) }

    /// The sections holding the heroes that match `query`.
    ///
    /// - Parameter query: The text to look for in names and teams; surrounding white space is
    ///   ignored, and an empty query matches everything.
    /// - Returns: One section per universe that has a match, in `Universe.allCases` order, each
    ///   holding its matches sorted by name.
    /// - Complexity: O(*n* · *m*) for *n* heroes and a query of length *m*, and in practice
    ///   close to O(*n*): most positions fail on the first byte.
    func sections(matching query: String) -> [HeroSection] {
        sections(for: matches(for: query))
    }

    /// The heroes that match `query`, scanning only `previous`'s heroes when it covers the query.
    ///
    /// - Parameters:
    ///   - query: The search text.
    ///   - previous: The matches of an earlier query; used when its needle occurs in this query's
    ///     (see ``Matches/cover(_:)``), ignored otherwise.
    /// - Returns: The matches.
    /// - Complexity: O(*k* · *m*) for the *k* heroes scanned and a query of length *m*.
    func matches(for query: String, within previous: Matches? = nil) -> Matches {
        matches(needle: Self.needle(for: query), within: previous)
    }

    /// The heroes that match a folded query; see ``matches(for:within:)``.
    ///
    /// - Parameters:
    ///   - needle: The folded query, from ``needle(for:)``.
    ///   - previous: Earlier matches to refine, when they cover `needle`.
    /// - Returns: The matches.
    func matches(needle: [UInt8], within previous: Matches? = nil) -> Matches {
        let base = previous.flatMap { $0.cover(needle) ? $0 : nil }
        if let base, base.needle == needle { return base }
        guard !needle.isEmpty else {
            return Matches(needle: needle, positions: shelves.map { Array(0..<Int32($0.heroes.count)) })
        }
        let query = Query(needle: needle, teams: index.teams.map { Self.contains($0[...], needle) })
        let positions = shelves.indices.map { index in
            Self.scan(shelves[index], for: query, candidates: base?.positions[index])
        }
        return Matches(needle: needle, positions: positions)
    }

    /// The sections showing `matches`.
    ///
    /// - Parameter matches: Matches computed by this filter.
    /// - Returns: One section per universe with a match, its heroes sorted by name.
    /// - Complexity: O(*k*) for *k* matches, gathered on every core.
    func sections(for matches: Matches) -> [HeroSection] {
        var sections: [HeroSection] = []
        for (index, universe) in Universe.allCases.enumerated() where !matches.positions[index].isEmpty {
            let shelf = shelves[index]
            let items: [Hero]
            if matches.positions[index].count == shelf.heroes.count {
                items = shelf.heroes
            } else {
                items = Self.gather(matches.positions[index], from: shelf.heroes)
            }
            sections.append(HeroSection(model: universe, items: items))
        }
        return sections
    }

    /// How many rows ``sections(for:)`` copies for `matches`: a universe all of whose heroes
    /// match shares the filter's own list instead.
    ///
    /// - Parameter matches: Matches computed by this filter.
    /// - Returns: The number of rows copied.
    func copiedRowCount(for matches: Matches) -> Int {
        zip(shelves, matches.positions).reduce(0) { total, pair in
            total + (pair.1.count == pair.0.heroes.count ? 0 : pair.1.count)
        }
    }

    /// `heroes` at `positions`, gathered on every core.
    private static func gather(_ positions: [Int32], from heroes: [Hero]) -> [Hero] {
        let chunkCount = (positions.count + scanChunkSize - 1) / scanChunkSize
        return [Hero](unsafeUninitializedCapacity: positions.count) { buffer, count in
            // Each task initializes its own range of the buffer.
            nonisolated(unsafe) let output = buffer
            heroes.withUnsafeBufferPointer { heroes in
                positions.withUnsafeBufferPointer { positions in
                    _ = ConcurrentWork.map(chunkCount) { chunk in
                        for offset in (chunk * scanChunkSize)..<min((chunk + 1) * scanChunkSize, positions.count) {
                            (output.baseAddress! + offset).initialize(to: heroes[Int(positions[offset])])
                        }
                    }
                }
            }
            count = positions.count
        }
    }

    /// Whether `hero` matches `query` under the filter's rules.
    ///
    /// - Parameters:
    ///   - hero: The hero to test.
    ///   - query: The search text.
    /// - Returns: `true` when the query is blank or the hero's name or team contains it.
    static func matches(_ hero: Hero, query: String) -> Bool {
        let needle = needle(for: query)
        guard !needle.isEmpty else { return true }
        return contains(Array(TextFolding.fold(hero.name).utf8)[...], needle)
            || contains(Array(TextFolding.fold(hero.team).utf8)[...], needle)
    }

    /// Whether `query` selects every hero: it is empty or only white space.
    ///
    /// - Parameter query: The search text.
    /// - Returns: `true` for a blank query.
    static func isBlank(_ query: String) -> Bool {
        query.allSatisfy(\.isWhitespace)
    }

    /// The form a query is compared in: folded (``TextFolding/fold(_:)``), as UTF-8.
    ///
    /// Two queries with the same needle find the same heroes.
    ///
    /// - Parameter query: The search text.
    /// - Returns: The needle; empty for a query without letters or digits.
    static func needle(for query: String) -> [UInt8] {
        Array(TextFolding.fold(query).utf8)
    }

    /// Candidates are scanned in runs of this many, one run per task.
    static let scanChunkSize = 65_536

    /// A folded query, ready to scan with.
    private struct Query {
        /// Finds the needle in a name.
        let matcher: NeedleMatcher
        /// The needle's mask.
        let mask: CharacterMask
        /// The mask of the needle's pairs of adjacent bytes.
        let pairs: PairMask
        /// Whether some team contains the needle; when none does, no hero's team is looked at.
        let anyTeam: Bool
        /// Whether the mask test alone decides a match (a one-letter needle).
        let maskIsExact: Bool
        /// For each team of the index, whether it contains the needle.
        let teams: [Bool]

        init(needle: [UInt8], teams: [Bool]) {
            matcher = NeedleMatcher(needle: needle)
            mask = CharacterMask(of: needle)
            pairs = PairMask(of: needle)
            maskIsExact = CharacterMask.isExact(for: needle)
            self.teams = teams
            anyTeam = teams.contains(true)
        }
    }

    /// The heroes of `shelf` whose team matches or whose name contains the query's needle (not
    /// empty), among `candidates` (every hero of the shelf when `nil`), in order.
    ///
    /// Runs of candidates are scanned on every core, each writing its matches into its own part
    /// of one buffer as long as the candidates; the parts are then copied together.
    private static func scan(_ shelf: HeroShelf, for query: Query, candidates: [Int32]?) -> [Int32] {
        let total = candidates?.count ?? shelf.heroes.count
        let runs = ConcurrentWork.runs(of: total, size: scanChunkSize)
        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(total, 1))
        defer { scratch.deallocate() }
        // Each run writes only its own range of the scratch buffer.
        nonisolated(unsafe) let output = scratch
        let counts = ConcurrentWork.map(runs.count) { run in
            let range = runs[run]
            let found = output.baseAddress! + range.lowerBound
            if let candidates {
                return candidates.withUnsafeBufferPointer { candidates in
                    scan(shelf, for: query, candidates: UnsafeBufferPointer(rebasing: candidates[range]), into: found)
                }
            }
            return scan(shelf, for: query, candidates: range.lazy.map { Int32(truncatingIfNeeded: $0) }, into: found)
        }
        return [Int32](unsafeUninitializedCapacity: counts.reduce(0, +)) { buffer, count in
            count = 0
            for (run, found) in zip(runs, counts) {
                (buffer.baseAddress! + count).initialize(from: scratch.baseAddress! + run.lowerBound, count: found)
                count += found
            }
        }
    }

    /// Writes the matching candidates to `found`, in order, and returns how many there are.
    @inline(__always)
    private static func scan(
        _ shelf: HeroShelf,
        for query: Query,
        candidates: some Sequence<Int32>,
        into found: UnsafeMutablePointer<Int32>
    ) -> Int {
        var count = 0
        shelf.text.withUnsafeBufferPointer { text in
            shelf.ends.withUnsafeBufferPointer { ends in
                shelf.teams.withUnsafeBufferPointer { heroTeams in
                    shelf.masks.withUnsafeBufferPointer { masks in
                        shelf.pairs.withUnsafeBufferPointer { pairs in
                            query.teams.withUnsafeBufferPointer { teams in
                                let text = text.baseAddress!
                                let needleBits = query.mask.rawValue
                                let pairBits = query.pairs.rawValue
                                if query.maskIsExact {
                                    // No branch on the outcome, which is unpredictable: every
                                    // candidate is written, and only a match moves the end on.
                                    for candidate in candidates {
                                        let index = Int(candidate)
                                        found[count] = candidate
                                        let team = query.anyTeam && teams[Int(heroTeams[index])] ? 1 : 0
                                        let name = masks[index].rawValue & needleBits == needleBits ? 1 : 0
                                        count &+= team | name
                                    }
                                    return
                                }
                                for candidate in candidates {
                                    let index = Int(candidate)
                                    let passes =
                                        masks[index].rawValue & needleBits == needleBits
                                        && pairs[index].rawValue & pairBits == pairBits
                                    if (query.anyTeam && teams[Int(heroTeams[index])])
                                        || passes
                                            && query.matcher.occurs(
                                                in: text, from: Int(ends[index]), to: Int(ends[index + 1]))
                                    {
                                        found[count] = candidate
                                        count += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
    fileprivate static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let padded = Array(haystack) + repeatElement(0, count: NeedleMatcher.padding)
        return padded.withUnsafeBufferPointer { text in
            NeedleMatcher(needle: needle).occurs(in: text.baseAddress!, from: 0, to: haystack.count)
        }
    }
}
