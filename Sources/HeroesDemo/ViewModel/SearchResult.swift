import HeroCatalog

/// The table's sections for one query, with the query they answer.
///
/// The app compares ``needle`` with the search field's current needle to know whether the table
/// already shows what the user typed, or an earlier query's result is still on screen.
///
/// ```swift
/// let result = SearchResult(needle: HeroFilter.needle(for: "spi"), sections: filter.sections(matching: "spi"))
/// ```
struct SearchResult: Equatable, Sendable {
    /// The folded query (``HeroFilter/needle(for:)``) the sections answer.
    let needle: [UInt8]

    /// The sections holding the heroes that match.
    let sections: [HeroSection]

    /// How many heroes the sections hold.
    var heroCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
