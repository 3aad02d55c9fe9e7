/// Search as you type: answers each query from the closest earlier result instead of scanning
/// every hero again.
///
/// Typing extends the query, and every hero that matches "spid" also matches "spi", so the new
/// query only scans the previous result. Backspace returns to a query seen moments ago, so recent
/// results (their matches and their sections) are kept and answered at once. A query that shares
/// nothing with the recent ones scans everything, as ``HeroFilter`` does.
///
/// The view model keeps one search in a ``SearchWorker`` and feeds it every query off the main thread:
///
/// ```swift
/// var search = HeroSearch(filter: HeroFilter(heroes: catalog.heroes, displayWidth: { $0.count }))
/// search.sections(matching: "s")
/// search.sections(matching: "sp")   // scans only the heroes that matched "s"
/// search.sections(matching: "s")    // from the cache
/// ```
public struct HeroSearch: Sendable {
    /// A remembered result.
    private struct Entry: Sendable {
        var matches: HeroFilter.Matches
        var sections: [HeroSection]
        /// How many heroes it matches; a smaller result is a cheaper one to refine.
        var heroCount: Int
        /// How many rows its sections hold of their own (not shared with the filter's lists).
        var copiedRowCount: Int
    }

    /// How many results are remembered at most.
    public static let defaultCapacity = 32

    /// The filter that does the scanning.
    public let filter: HeroFilter

    /// The most results kept.
    public let capacity: Int

    /// The most rows the kept results may hold of their own together: as many as the catalog
    /// has, so a long session on a huge catalog holds at most one more copy of it (16 bytes a row,
    /// plus 4 for its position). A blank query's sections share the filter's lists and cost
    /// nothing.
    public let rowBudget: Int

    /// Recent results, oldest first.
    private var entries: [Entry] = []

    /// How many of the last queries were answered from the cache, refined from an earlier result,
    /// or scanned in full; for tests.
    public private(set) var statistics = Statistics()

    /// How queries were answered.
    public struct Statistics: Equatable, Sendable {
        /// Queries answered from a remembered result.
        var cached = 0
        /// Queries answered by scanning an earlier result's heroes.
        var refined = 0
        /// Queries answered by scanning every hero.
        var scanned = 0
    }

    /// Creates a search with nothing remembered.
    ///
    /// - Parameters:
    ///   - filter: The filter to search with.
    ///   - capacity: How many results to remember.
    public init(filter: HeroFilter, capacity: Int = defaultCapacity) {
        self.filter = filter
        self.capacity = max(capacity, 1)
        rowBudget = max(filter.heroCount, 1)
    }

    /// The sections for `query`, as ``HeroFilter/sections(matching:)`` gives them.
    ///
    /// - Parameter query: The search text.
    /// - Returns: One section per universe with a match.
    /// - Complexity: O(1) for a remembered query; otherwise O(*k* · *m*) for the *k* heroes of the
    ///   smallest remembered result that covers the query (all heroes if none does) and a query of
    ///   length *m*, plus O(*r*) to build the *r* rows of the result.
    public mutating func sections(matching query: String) -> [HeroSection] {
        let needle = HeroFilter.needle(for: query)
        if let index = entries.firstIndex(where: { $0.matches.needle == needle }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            statistics.cached += 1
            return entry.sections
        }
        let base = entries.filter { $0.matches.cover(needle) }.min { $0.heroCount < $1.heroCount }
        if base == nil { statistics.scanned += 1 } else { statistics.refined += 1 }
        let matches = filter.matches(needle: needle, within: base?.matches)
        let sections = filter.sections(for: matches)
        remember(
            Entry(
                matches: matches, sections: sections, heroCount: matches.count,
                copiedRowCount: filter.copiedRowCount(for: matches)))
        return sections
    }

    private mutating func remember(_ entry: Entry) {
        entries.append(entry)
        var total = entries.reduce(0) { $0 + $1.copiedRowCount }
        while entries.count > 1 && (entries.count > capacity || total > rowBudget) {
            total -= entries.removeFirst().copiedRowCount
        }
    }
}
