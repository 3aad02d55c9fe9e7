import SectionedData

/// A cell the terminal table can draw: the text of one row at a given width.
///
/// A data source's `configureCell` returns one for each row ``TerminalTableRenderer`` shows; the
/// renderer draws its text after the gutter and styles the whole line (header, selection,
/// animation). The renderer asks only for the rows in its window, so a cell is cheap to make.
///
/// ```swift
/// struct NameCell: TerminalListCell {
///     var name: String
///     func text(width: Int) -> String { DisplayWidth.truncate(name, to: width) }
/// }
/// ```
public protocol TerminalListCell: ListCell {
    /// The row's text, at most `width` columns wide.
    ///
    /// - Parameter width: The columns the row has after the gutter.
    /// - Returns: The text; the renderer clips anything wider.
    func text(width: Int) -> String
}
