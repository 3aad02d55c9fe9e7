import SectionedData

/// The cell of one row of the terminal table: the hero the row shows.
///
/// The data source's `configureCell` builds it; ``HeroesTableRenderer`` lays its fields out in
/// the table's columns when it draws the row.
///
/// ```swift
/// let dataSource = SectionedAnimatedDataSource<HeroSection>(
///     configureCell: { _, _, _, hero in HeroCell(hero: hero) }
/// )
/// ```
struct HeroCell: ListCell, Equatable, Sendable {
    /// The hero shown.
    var hero: Hero
}
