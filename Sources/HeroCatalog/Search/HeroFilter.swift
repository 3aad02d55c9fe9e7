import Differentiator
import Foundation

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
/// let filter = HeroFilter(heroes: catalog.heroes, displayWidth: { $0.count })
/// for section in filter.sections(matching: "spider") {
///     print(section.model, section.items.map(\.name))
/// }
/// let spi = filter.matches(for: "spi")
/// let spid = filter.matches(for: "spid", within: spi)  // scans only spi's heroes
/// ```
public struct HeroFilter: Sendable {
    /// The heroes that match one query, as positions in the filter's sorted lists.
    public struct Matches: Equatable, Sendable {
        /// The folded query, as UTF-8; empty for a blank query.
        public let needle: [UInt8]

        /// For each universe, in `Universe.allCases` order, the positions of the matching heroes in
        /// that universe's sorted list, ascending.
        fileprivate let positions: [[Int32]]

        /// How many heroes match.
        public var count: Int { positions.reduce(0) { $0 + $1.count } }

        /// Whether every hero matching `needle` is among these matches: these matches' needle
        /// occurs in it.
        ///
        /// - Parameter needle: A folded query.
        /// - Returns: `true` when `needle` contains this needle (always, for a blank one).
        public func cover(_ needle: [UInt8]) -> Bool {
            HeroFilter.contains(needle[...], self.needle)
        }
    }

    /// The folded, sorted heroes.
    private let index: HeroIndex

    /// The display width of the widest name, for the table's name column.
    public var longestNameWidth: Int { index.longestNameWidth }

    /// The display width of the widest team, for the table's team column.
    public var longestTeamWidth: Int { index.longestTeamWidth }

    /// Prepares `heroes` for searching.
    ///
    /// - Parameters:
    ///   - heroes: The heroes, in any order; their names should be unique.
    ///   - displayWidth: The columns a text takes on screen, for ``longestNameWidth`` and
    ///     ``longestTeamWidth`` (the app passes `DisplayWidth.of`; the catalog knows no terminal).
    /// - Complexity: O(*n* log *n*) in the number of heroes, spread over the processor's cores.
    public init(heroes: [Hero], displayWidth: @Sendable (String) -> Int) {
        index = HeroIndex(heroes: heroes, displayWidth: displayWidth)
    }

    /// Prepares every hero of `store` for searching, without making a list of them first.
    ///
    /// - Parameters:
    ///   - store: The heroes; their names should be unique.
    ///   - displayWidth: The columns a text takes on screen, for ``longestNameWidth`` and
    ///     ``longestTeamWidth``.
    /// - Complexity: O(*n* log *n*) in the number of heroes, spread over the processor's cores.
    public init(store: HeroStore, displayWidth: @Sendable (String) -> Int) {
        index = HeroIndex(store: store, displayWidth: displayWidth)
    }

    var shelves: [HeroShelf] { index.shelves }

    /// The number of heroes the filter searches.
    public var heroCount: Int { shelves.reduce(0) { $0 + $1.heroes.count } }

    /// Every hero, in universe order, then sorted by name.
    public var sortedHeroes: [Hero] { shelves.flatMap(\.heroes) }

    /// The sections holding the heroes that match `query`.
    ///
    /// - Parameter query: The text to look for in names and teams; surrounding white space is
    ///   ignored, and an empty query matches everything.
    /// - Returns: One section per universe that has a match, in `Universe.allCases` order, each
    ///   holding its matches sorted by name.
    /// - Complexity: O(*n* · *m*) for *n* heroes and a query of length *m*, and in practice
    ///   close to O(*n*): most positions fail on the first byte.
    public func sections(matching query: String) -> [HeroSection] {
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
    public func matches(for query: String, within previous: Matches? = nil) -> Matches {
        matches(needle: Self.needle(for: query), within: previous)
    }

    /// The heroes that match a folded query; see ``matches(for:within:)``.
    ///
    /// - Parameters:
    ///   - needle: The folded query, from ``needle(for:)``.
    ///   - previous: Earlier matches to refine, when they cover `needle`.
    /// - Returns: The matches.
    public func matches(needle: [UInt8], within previous: Matches? = nil) -> Matches {
        let base = previous.flatMap { $0.cover(needle) ? $0 : nil }
        if let base, base.needle == needle { return base }
        guard !needle.isEmpty else {
            return Matches(needle: needle, positions: shelves.map { Array(0..<Int32($0.heroes.count)) })
        }
        let query = ScanQuery(needle: needle, teams: index.teams.map { Self.contains($0[...], needle) })
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
    public func sections(for matches: Matches) -> [HeroSection] {
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
    public func copiedRowCount(for matches: Matches) -> Int {
        zip(shelves, matches.positions).reduce(0) { total, pair in
            total + (pair.1.count == pair.0.heroes.count ? 0 : pair.1.count)
        }
    }

    /// Whether `hero` matches `query` under the filter's rules.
    ///
    /// - Parameters:
    ///   - hero: The hero to test.
    ///   - query: The search text.
    /// - Returns: `true` when the query is blank or the hero's name or team contains it.
    public static func matches(_ hero: Hero, query: String) -> Bool {
        let needle = needle(for: query)
        guard !needle.isEmpty else { return true }
        return contains(Array(TextFolding.fold(hero.name).utf8)[...], needle)
            || contains(Array(TextFolding.fold(hero.team).utf8)[...], needle)
    }

    /// Whether `query` selects every hero: it is empty or only white space.
    ///
    /// - Parameter query: The search text.
    /// - Returns: `true` for a blank query.
    public static func isBlank(_ query: String) -> Bool {
        query.allSatisfy(\.isWhitespace)
    }

    /// The form a query is compared in: folded (``TextFolding/fold(_:)``), as UTF-8.
    ///
    /// Two queries with the same needle find the same heroes.
    ///
    /// - Parameter query: The search text.
    /// - Returns: The needle; empty for a query without letters or digits.
    public static func needle(for query: String) -> [UInt8] {
        Array(TextFolding.fold(query).utf8)
    }

    /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
    public static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return NeedleMatcher(needle: needle).occurs(in: Array(haystack), from: 0, to: haystack.count)
    }
}
