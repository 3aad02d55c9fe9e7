import Foundation
import SectionedData

/// Turns heroes and a search query into the table's sections.
///
/// A hero matches when its name or its team contains the query, ignoring case and accents
/// ("arana" finds "Araña", "x-MEN" finds the X-Men). A query that is empty or only white space
/// matches every hero. Sections come in `Universe.allCases` order (Marvel, then DC) and only
/// when they hold a match; rows are sorted by name, ignoring case and accents, the same on every
/// machine (no locale is involved), with exact ties broken by the name's Unicode order.
///
/// The filter folds and sorts once, when it is created, so each query only scans:
///
/// ```swift
/// let filter = HeroFilter(heroes: catalog.heroes)
/// for section in filter.sections(matching: "spider") {
///     print(section.model, section.items.map(\.name))
/// }
/// ```
struct HeroFilter: Sendable {
    /// A hero with its name and team folded for matching, as UTF-8 bytes.
    ///
    /// Both sides of a comparison go through `TextFolding`, so comparing bytes is comparing
    /// Unicode scalars (UTF-8 preserves their order and never matches inside a scalar), without
    /// the cost of `String`'s normalization-aware comparison.
    private struct Entry: Sendable {
        let hero: Hero
        let foldedName: [UInt8]
        let foldedTeam: [UInt8]
    }

    /// Every hero, sorted by name.
    private let entries: [Entry]

    /// Prepares `heroes` for searching.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(heroes: [Hero]) {
        let unsorted = heroes.map { hero in
            Entry(
                hero: hero,
                foldedName: Array(TextFolding.fold(hero.name).utf8),
                foldedTeam: Array(TextFolding.fold(hero.team).utf8)
            )
        }
        entries = unsorted.sorted { left, right in
            if left.foldedName != right.foldedName {
                return left.foldedName.lexicographicallyPrecedes(right.foldedName)
            }
            return left.hero.name < right.hero.name
        }
    }

    /// The number of heroes the filter searches.
    var heroCount: Int { entries.count }

    /// Every hero, sorted by name.
    var sortedHeroes: [Hero] { entries.map(\.hero) }

    /// The sections holding the heroes that match `query`.
    ///
    /// - Parameter query: The text to look for in names and teams; surrounding white space is
    ///   ignored, and an empty query matches everything.
    /// - Returns: One section per universe that has a match, in `Universe.allCases` order, each
    ///   holding its matches sorted by name.
    /// - Complexity: O(*n* · *m*) for *n* heroes and a query of length *m*, and in practice
    ///   close to O(*n*): most positions fail on the first byte.
    func sections(matching query: String) -> [SectionModel<Universe, Hero>] {
        let needle = Array(Self.foldedQuery(query).utf8)
        var heroesByUniverse: [Universe: [Hero]] = [:]
        for entry in entries where needle.isEmpty || Self.entry(entry, contains: needle) {
            heroesByUniverse[entry.hero.universe, default: []].append(entry.hero)
        }
        return Universe.allCases.compactMap { universe in
            guard let heroes = heroesByUniverse[universe] else { return nil }
            return SectionModel(model: universe, items: heroes)
        }
    }

    /// Whether `hero` matches `query` under the filter's rules.
    ///
    /// - Parameters:
    ///   - hero: The hero to test.
    ///   - query: The search text.
    /// - Returns: `true` when the query is blank or the hero's name or team contains it.
    static func matches(_ hero: Hero, query: String) -> Bool {
        let needle = Array(foldedQuery(query).utf8)
        guard !needle.isEmpty else { return true }
        return contains(Array(TextFolding.fold(hero.name).utf8), needle)
            || contains(Array(TextFolding.fold(hero.team).utf8), needle)
    }

    /// Whether `query` selects every hero: it is empty or only white space.
    ///
    /// - Parameter query: The search text.
    /// - Returns: `true` for a blank query.
    static func isBlank(_ query: String) -> Bool {
        query.allSatisfy(\.isWhitespace)
    }

    private static func foldedQuery(_ query: String) -> String {
        isBlank(query) ? "" : TextFolding.fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func entry(_ entry: Entry, contains needle: [UInt8]) -> Bool {
        contains(entry.foldedName, needle) || contains(entry.foldedTeam, needle)
    }

    /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = 0
        let lastStart = haystack.count - needle.count
        while start <= lastStart {
            if haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle) {
                return true
            }
            start += 1
        }
        return false
    }
}
