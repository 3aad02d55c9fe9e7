/// Where each part of the interactive screen goes for a terminal of a given size.
///
/// From the top: the search field, the status line, the column header, the table, and the help
/// line at the bottom. A small window drops parts in the order they matter least (the help line,
/// then the column header, then the status line), so the search field and at least one line of
/// the table stay as long as there is room for them.
///
/// ```text
/// Search: spi▏                  row 0
/// 3 of 204 heroes                row 1   (4 rows or more)
///     Name        Team   Intro   row 2   (6 rows or more)
/// Marvel — 3 heroes              rows 3 ..< height − 1: the table
/// ↑↓ select · Enter details …    last row (5 rows or more)
/// ```
struct ScreenLayout: Equatable, Sendable {
    /// The screen's width in columns.
    let width: Int

    /// The screen's height in rows.
    let height: Int

    /// The row of the search field, if the screen has a row at all.
    let searchRow: Int?

    /// The row of the status line, if it fits.
    let statusRow: Int?

    /// The row of the column header, if it fits.
    let columnHeaderRow: Int?

    /// The rows of the table; possibly empty.
    let tableRows: Range<Int>

    /// The row of the help line, if it fits.
    let helpRow: Int?

    /// Lays out a screen.
    ///
    /// - Parameters:
    ///   - width: Columns; negative counts as 0.
    ///   - height: Rows; negative counts as 0.
    init(width: Int, height: Int) {
        self.width = max(width, 0)
        let height = max(height, 0)
        self.height = height
        searchRow = height >= 1 ? 0 : nil
        statusRow = height >= 4 ? 1 : nil
        columnHeaderRow = height >= 6 ? 2 : nil
        helpRow = height >= 5 ? height - 1 : nil
        let firstTableRow = [searchRow, statusRow, columnHeaderRow].compactMap { $0 }.max().map { $0 + 1 } ?? 0
        let endOfTable = helpRow ?? height
        tableRows = firstTableRow..<max(endOfTable, firstTableRow)
    }
}
