import Foundation
import HeroCatalog
import SectionedData
import TerminalUI

/// Renders sections of heroes as lines of text for a terminal of a given width.
///
/// The output is a column header, then for each section a blank line, a title such as
/// `Marvel — 2 heroes` and one row per hero, then a blank line and a status line. Columns are
/// aligned by display width, so emoji, CJK and accented names line up; text that does not fit
/// ends in "…". No line is wider than the width (see ``TableLayout/minimumWidth``) and no line
/// ends in spaces.
///
/// ```text
///     Name        Team            Intro
///
/// Marvel — 1 hero
/// 🕷️  Spider-Man  Solo            A teenager who got a spider's strength and…
///
/// 1 of 3 heroes matches "spider"
/// ```
struct TableFormatter: Sendable {
    /// The title of the name column.
    static let nameTitle = "Name"

    /// The title of the team column.
    static let teamTitle = "Team"

    /// The title of the intro column.
    static let introTitle = "Intro"

    /// The width every line fits in.
    let width: Int

    /// Creates a formatter for `width` columns.
    ///
    /// - Parameter width: The terminal's width; values below ``TableLayout/minimumWidth`` are
    ///   raised to it.
    init(width: Int) {
        self.width = width
    }

    /// All lines of the table.
    ///
    /// - Parameters:
    ///   - sections: The sections to show, in order.
    ///   - totalCount: How many heroes were searched, for the status line.
    ///   - query: The search text; a blank query means "all heroes".
    /// - Returns: The lines, without line terminators.
    /// - Complexity: O(*n*) in the total length of the shown heroes' fields.
    func lines(sections: [HeroSection], totalCount: Int, query: String) -> [String] {
        let layout = TableLayout(width: width, heroes: sections.lazy.flatMap(\.items))
        var lines = [headerLine(layout)]
        lines.reserveCapacity(sections.reduce(4) { $0 + $1.items.count + 2 })
        for section in sections {
            lines.append("")
            lines.append(sectionTitle(section, layout: layout))
            for hero in section.items {
                lines.append(row(hero, layout: layout))
            }
        }
        lines.append("")
        let matched = sections.reduce(0) { $0 + $1.items.count }
        lines.append(statusLine(matched: matched, total: totalCount, query: query, layout: layout))
        return lines
    }

    /// The line naming the columns.
    ///
    /// - Parameter layout: The column widths.
    /// - Returns: The header, aligned with the rows.
    func headerLine(_ layout: TableLayout) -> String {
        join(
            icon: "",
            name: Self.nameTitle,
            team: Self.teamTitle,
            intro: Self.introTitle,
            layout: layout
        )
    }

    /// The title line of one section, such as `DC — 1 hero`.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - layout: The column widths.
    /// - Returns: The title, truncated to the layout's width.
    func sectionTitle(_ section: HeroSection, layout: TableLayout) -> String {
        DisplayWidth.truncate("\(section.model.displayName) — \(Self.count(section.items.count))", to: layout.width)
    }

    /// One hero's row.
    ///
    /// - Parameters:
    ///   - hero: The hero.
    ///   - layout: The column widths.
    /// - Returns: The row, with every column padded or truncated to its width.
    func row(_ hero: Hero, layout: TableLayout) -> String {
        join(icon: hero.icon, name: hero.name, team: hero.team, intro: hero.intro, layout: layout)
    }

    /// The closing line: `3 heroes`, or `2 of 3 heroes match "man"` for a search.
    ///
    /// - Parameters:
    ///   - matched: How many heroes are shown.
    ///   - total: How many heroes were searched.
    ///   - query: The search text.
    ///   - layout: The column widths.
    /// - Returns: The status, truncated to the layout's width.
    func statusLine(matched: Int, total: Int, query: String, layout: TableLayout) -> String {
        let text =
            HeroFilter.isBlank(query)
            ? Self.count(total)
            : "\(matched) of \(Self.count(total)) \(matched == 1 ? "matches" : "match") \(Self.quoted(query))"
        return DisplayWidth.truncate(text, to: layout.width)
    }

    private func join(icon: String, name: String, team: String, intro: String, layout: TableLayout) -> String {
        let gap = String(repeating: " ", count: TableLayout.gapWidth)
        var line = ""
        line.reserveCapacity(layout.width + 16)
        line += DisplayWidth.pad(icon, to: TableLayout.iconWidth)
        line += gap
        line += DisplayWidth.pad(name, to: layout.nameWidth)
        line += gap
        line += DisplayWidth.pad(team, to: layout.teamWidth)
        line += gap
        line += DisplayWidth.truncate(intro, to: layout.introWidth)
        return line
    }

    /// The query without surrounding white space, in quotes, with control characters escaped.
    private static func quoted(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines).debugDescription
    }

    /// `1 hero`, `2 heroes`.
    private static func count(_ number: Int) -> String {
        number == 1 ? "1 hero" : "\(number) heroes"
    }
}
