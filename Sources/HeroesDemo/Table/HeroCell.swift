import HeroCatalog
import SectionedData
import TerminalUI

/// The cell of one row of the heroes table: the hero the row shows, laid out in the table's
/// columns.
///
/// The data source's `configureCell` builds it; ``TerminalTableRenderer`` asks it for its text at
/// the table's width when it draws the row. The widths of the name and team columns depend on the
/// widest name and team of all heroes, so they stay put while the search narrows the list.
///
/// ```swift
/// let dataSource = SectionedAnimatedDataSource<HeroSection>(
///     configureCell: { _, _, _, hero in HeroCell(hero: hero, longestName: 12, longestTeam: 20) }
/// )
/// ```
struct HeroCell: TerminalListCell, Equatable, Sendable {
    /// The hero shown.
    var hero: Hero

    /// The display width of the widest name of all heroes.
    var longestName: Int

    /// The display width of the widest team of all heroes.
    var longestTeam: Int

    /// The row's text: icon, name, team and intro in their columns.
    ///
    /// - Parameter width: The columns the row has.
    /// - Returns: The text, as ``TableFormatter/row(_:layout:)`` lays it out.
    func text(width: Int) -> String {
        let layout = TableLayout(width: width, longestName: longestName, longestTeam: longestTeam)
        return TableFormatter(width: layout.width).row(hero, layout: layout)
    }
}
