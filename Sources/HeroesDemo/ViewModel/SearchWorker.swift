import HeroCatalog
import Synchronization

/// A ``HeroSearch`` shared between the queries the view model runs off the main thread.
///
/// The view model runs one query at a time on a serial scheduler, so the lock is never contended
/// in the app; it is there so that the search's cache stays consistent whatever scheduler a test
/// chooses.
///
/// ```swift
/// let worker = SearchWorker(search: HeroSearch(filter: filter))
/// worker.result(for: "spi").sections
/// ```
final class SearchWorker: Sendable {
    private let search: Mutex<HeroSearch>

    /// Creates a worker around `search`.
    ///
    /// - Parameter search: The search, with its cache of recent results.
    init(search: HeroSearch) {
        self.search = Mutex(search)
    }

    /// The result for `query`.
    ///
    /// - Parameter query: The search text.
    /// - Returns: Its needle and sections, as ``HeroSearch/sections(matching:)`` gives them.
    /// - Complexity: That of ``HeroSearch/sections(matching:)``.
    func result(for query: String) -> SearchResult {
        let needle = HeroFilter.needle(for: query)
        let sections = search.withLock { $0.sections(matching: query) }
        return SearchResult(needle: needle, sections: sections)
    }
}
