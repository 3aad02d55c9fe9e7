import HeroCatalog
import TerminalUI

/// The column widths of the hero table for a given total width.
///
/// Columns, left to right: icon, name, team, intro, separated by two spaces. Name and team are
/// as wide as their longest entry (at most ``maximumTextColumnWidth``); the intro takes the rest.
/// On a narrow screen the team, then the name, give up columns (down to
/// ``minimumTextColumnWidth``) before the intro drops below ``minimumIntroWidth``.
///
/// ```swift
/// let layout = TableLayout(width: 80, heroes: catalog.heroes)
/// layout.introWidth  // what is left for the intro
/// ```
struct TableLayout: Equatable, Sendable {
    /// Columns for the icon; icons are at most two columns wide.
    static let iconWidth = 2

    /// Spaces between two columns.
    static let gapWidth = 2

    /// The widest the name or team column grows.
    static let maximumTextColumnWidth = 24

    /// The narrowest the name or team column shrinks.
    static let minimumTextColumnWidth = 6

    /// The width the intro keeps before name and team shrink.
    static let minimumIntroWidth = 16

    /// The narrowest table; a smaller requested width is raised to this, so lines may then be
    /// wider than requested.
    static let minimumWidth = iconWidth + 3 * gapWidth + 3 * minimumTextColumnWidth

    /// The width every line fits in.
    let width: Int

    /// Columns of the name column.
    let nameWidth: Int

    /// Columns of the team column.
    let teamWidth: Int

    /// Columns left for the intro, the last column.
    let introWidth: Int

    /// Lays out a table for `heroes` in `width` columns.
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - heroes: The heroes whose names and teams set the column widths.
    /// - Complexity: O(*n*) in the total length of the names and teams.
    init(width: Int, heroes: some Sequence<Hero>) {
        var longestName = 0
        var longestTeam = 0
        for hero in heroes {
            longestName = max(longestName, DisplayWidth.of(hero.name))
            longestTeam = max(longestTeam, DisplayWidth.of(hero.team))
        }
        self.init(width: width, longestName: longestName, longestTeam: longestTeam)
    }

    /// Lays out a table in `width` columns for names and teams of known widths.
    ///
    /// The interactive table measures its heroes once and lays out again in constant time
    /// whenever the terminal is resized.
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - longestName: The display width of the widest name.
    ///   - longestTeam: The display width of the widest team.
    init(width: Int, longestName: Int, longestTeam: Int) {
        let width = max(width, Self.minimumWidth)
        var name = min(max(longestName, DisplayWidth.of(TableFormatter.nameTitle)), Self.maximumTextColumnWidth)
        var team = min(max(longestTeam, DisplayWidth.of(TableFormatter.teamTitle)), Self.maximumTextColumnWidth)
        let fixed = Self.iconWidth + 3 * Self.gapWidth
        var shortfall = Self.minimumIntroWidth - (width - fixed - name - team)
        if shortfall > 0 {
            let teamGives = min(shortfall, max(team - Self.minimumTextColumnWidth, 0))
            team -= teamGives
            shortfall -= teamGives
            name -= min(shortfall, max(name - Self.minimumTextColumnWidth, 0))
        }
        self.width = width
        self.nameWidth = name
        self.teamWidth = team
        self.introWidth = width - fixed - name - team
    }
}
