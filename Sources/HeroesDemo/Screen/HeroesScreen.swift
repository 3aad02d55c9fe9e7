import HeroCatalog
import TerminalUI

/// Composes one frame of the interactive app: the search field, the status line, the column
/// header, the table, the help line and, after Enter, the details of the selected hero.
///
/// Each frame is drawn from scratch into a ``ScreenBuffer``; the app writes only its difference
/// from the frame before.
///
/// ```swift
/// let screen = HeroesScreen(layout: ScreenLayout(width: 80, height: 24), colorSupport: .enabled)
/// let frame = screen.frame(content, table: table, at: clock.now)
/// output.write(frame.diff(from: previous))
/// ```
struct HeroesScreen: Sendable {
    /// What the frame shows besides the table.
    struct Content: Equatable, Sendable {
        /// The search field's visible text and cursor column.
        var search = LineEditor.Rendering(text: "", cursorColumn: 0)

        /// The status line, such as `12 of 204 heroes`.
        var status = ""

        /// The search text, for the message shown when nothing matches.
        var query = ""

        /// The hero whose details are open, if any.
        var details: Hero?

        /// Whether the first search result has yet to arrive, so an empty table means nothing.
        var isSearching = false
    }

    /// The label before the search field.
    static let searchLabel = "Search: "

    /// The help line while the table is shown.
    static let tableHelp = "↑↓ select · PgUp/PgDn page · Enter details · Ctrl-U clear · Esc quit"

    /// The help line while the details are shown.
    static let detailsHelp = "Enter or Esc close · ↑↓ next hero · Ctrl-C quit"

    /// The look of the search label.
    static let labelStyle = Style(foreground: .cyan, bold: true)

    /// The look of the status, column header and help lines.
    static let quietStyle = Style(dim: true)

    /// Where the parts go.
    let layout: ScreenLayout

    /// Whether colours are allowed.
    let colorSupport: ColorSupport

    /// The width left for the search field after its label.
    var searchFieldWidth: Int {
        max(layout.width - labelWidth, 0)
    }

    private var labelWidth: Int {
        layout.width >= 2 * DisplayWidth.of(Self.searchLabel) ? DisplayWidth.of(Self.searchLabel) : 0
    }

    /// Draws a frame.
    ///
    /// - Parameters:
    ///   - content: The search field, status and details.
    ///   - table: The table; its window is set to the layout's table rows.
    ///   - columns: The table's columns, for the column titles above it.
    ///   - time: The current time, for the table's animation.
    /// - Returns: The frame.
    @MainActor
    func frame(_ content: Content, table: TerminalTableRenderer, columns: TableLayout, at time: Duration)
        -> ScreenBuffer
    {
        var screen = ScreenBuffer(width: layout.width, height: layout.height, colorSupport: colorSupport)
        if let row = layout.searchRow { drawSearch(content.search, into: &screen, row: row) }
        if let row = layout.statusRow {
            screen.put(
                DisplayWidth.truncate(content.status, to: layout.width), row: row, column: 0, style: Self.quietStyle)
        }
        if let row = layout.columnHeaderRow {
            let formatter = TableFormatter(width: columns.width)
            screen.put(
                formatter.headerLine(columns), row: row, column: TerminalTableRenderer.gutterWidth,
                style: Self.quietStyle)
        }
        table.setViewportHeight(layout.tableRows.count)
        table.draw(into: &screen, rows: layout.tableRows, at: time)
        if table.lines.isEmpty, !content.isSearching, let row = layout.tableRows.first {
            let message =
                HeroFilter.isBlank(content.query) ? "No heroes." : "No hero matches \(content.query.debugDescription)."
            screen.put(DisplayWidth.truncate(message, to: layout.width - 2), row: row, column: 2)
        }
        if let hero = content.details {
            // A table area too short for the box lends it the status and column header rows.
            let area =
                layout.tableRows.count >= DetailsPanel.minimumUsefulHeight
                ? layout.tableRows : (layout.searchRow.map { $0 + 1 } ?? 0)..<(layout.helpRow ?? layout.height)
            DetailsPanel(hero: hero).draw(into: &screen, area: area)
        }
        if let row = layout.helpRow {
            let help = content.details == nil ? Self.tableHelp : Self.detailsHelp
            screen.put(DisplayWidth.truncate(help, to: layout.width), row: row, column: 0, style: Self.quietStyle)
        }
        return screen
    }

    /// Draws the search label and field, and puts the terminal's cursor at the edit position.
    ///
    /// - Parameters:
    ///   - search: The field's visible text and cursor column, rendered for ``searchFieldWidth``.
    ///   - screen: The screen to draw into.
    ///   - row: The row of the field.
    func drawSearch(_ search: LineEditor.Rendering, into screen: inout ScreenBuffer, row: Int) {
        screen.put(String(Self.searchLabel.prefix(labelWidth)), row: row, column: 0, style: Self.labelStyle)
        screen.put(search.text, row: row, column: labelWidth)
        // The terminal's own cursor marks the edit position, so input methods open there.
        screen.cursor = ScreenBuffer.Position(row: row, column: labelWidth + search.cursorColumn)
    }
}
