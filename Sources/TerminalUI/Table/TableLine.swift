import SectionedData

/// One line of the terminal table: a section header or a row, with what the batch of updates
/// being animated did to it.
///
/// Lines name what they show by position, not by value: the header or row of the data source's
/// current sections, or, while a batch animates, the header or row of a section the batch
/// removed, by its position before the batch. The renderer asks the data source (or the batch,
/// for removed lines) for the content when it draws the line.
public struct TableLine: Hashable, Sendable {
    /// What a line shows.
    public enum Content: Hashable, Sendable {
        /// The header of a section the data source holds.
        case header(section: Int)

        /// A row the data source holds.
        case row(ItemPath)

        /// The header of a section the batch deletes, by its index before the batch.
        case removedHeader(section: Int)

        /// A row the batch deletes, by its position before the batch.
        case removedRow(ItemPath)
    }

    /// What the line shows.
    public var content: Content

    /// What the batch did to the line; `.unchanged` when nothing animates.
    public var change: RowChange

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - content: What the line shows.
    ///   - change: What the batch did to it.
    public init(_ content: Content, _ change: RowChange = .unchanged) {
        self.content = content
        self.change = change
    }

    /// The position of the row the line shows, when it is a current row.
    public var path: ItemPath? {
        if case .row(let path) = content { return path }
        return nil
    }

    /// Whether the line is a section header, current or removed.
    public var isHeader: Bool {
        switch content {
        case .header, .removedHeader: return true
        case .row, .removedRow: return false
        }
    }

    /// Whether the line shows something the batch removed.
    public var isRemoved: Bool {
        switch content {
        case .removedHeader, .removedRow: return true
        case .header, .row: return false
        }
    }
}
