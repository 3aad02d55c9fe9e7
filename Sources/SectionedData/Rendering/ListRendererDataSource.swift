/// What a ``ListRenderer`` asks its data source: the number of sections and rows, the cells, and
/// the titles of headers, footers and the section index.
///
/// ``SectionedDataSource`` and its subclasses implement it from their sections and configuration
/// closures. A renderer holds its data source weakly (see ``ListRenderer/dataSource``) and calls
/// these methods whenever it needs to show something: when reloading, and after a batch update
/// for the rows the update inserts or reloads. The answers describe the data source's current
/// sections, which during a batch update are already the update's final sections.
@MainActor
public protocol ListRendererDataSource: AnyObject, Sendable {
    /// The number of sections to show.
    var numberOfSections: Int { get }

    /// The number of rows in a section.
    ///
    /// - Parameter section: The index of a section, less than ``numberOfSections``.
    /// - Returns: The number of rows the section shows.
    func numberOfItems(inSection section: Int) -> Int

    /// The cell that shows a row.
    ///
    /// - Parameters:
    ///   - path: The position of the row.
    ///   - renderer: The renderer asking; its own cell type is what the cell must be.
    /// - Returns: A cell of the renderer's cell type, configured for the row's item.
    func cell(for path: ItemPath, in renderer: any ListRenderer) -> any ListCell

    /// The title of a section's header.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The title, or `nil` for no header.
    func titleForHeader(inSection section: Int) -> String?

    /// The title of a section's footer.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The title, or `nil` for no footer.
    func titleForFooter(inSection section: Int) -> String?

    /// Whether the user may edit (for example delete) a row.
    ///
    /// - Parameter path: The position of the row.
    /// - Returns: `true` when the row is editable.
    func canEditItem(at path: ItemPath) -> Bool

    /// Whether the user may move a row.
    ///
    /// - Parameter path: The position of the row.
    /// - Returns: `true` when the row can be moved.
    func canMoveItem(at path: ItemPath) -> Bool

    /// Records that the user moved a row; the renderer already shows it at `destination`.
    ///
    /// - Parameters:
    ///   - source: Where the row was.
    ///   - destination: Where it is now, a position after the row left `source`.
    func moveItem(from source: ItemPath, to destination: ItemPath)

    /// The titles of a section index (the letters down the side of a long list).
    ///
    /// - Returns: The titles, or `nil` for no index.
    func titlesForSectionIndex() -> [String]?

    /// The section to scroll to when the user picks a title of the section index.
    ///
    /// - Parameters:
    ///   - title: The title picked.
    ///   - index: Its position in ``titlesForSectionIndex()``.
    /// - Returns: The index of the section to show.
    func section(forSectionIndexTitle title: String, at index: Int) -> Int
}
