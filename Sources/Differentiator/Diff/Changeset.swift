/// One batch update of a sectioned list: what to delete, insert, move and reload, and the
/// sections the data source holds once it is applied.
///
/// `Diff.differencesForSectionedView(initialSections:finalSections:)` returns a list of
/// changesets, called stages. Apply them in order, each in its own batch update: give the data
/// source ``finalSections``, then call the list's update methods inside one
/// `performBatchUpdates` (or `beginUpdates`/`endUpdates`) block.
///
/// The indexes follow UIKit's batch-update rules:
///
/// - ``deletedSections``, ``deletedItems``, ``updatedSections``, ``updatedItems`` and the `from`
///   of ``movedSections`` and ``movedItems`` are positions *before* the stage, in
///   ``originalSections``;
/// - ``insertedSections``, ``insertedItems`` and the `to` of the moves are positions *after* the
///   stage, in ``finalSections``.
///
/// A UIKit table view applies a stage like this:
///
/// ```swift
/// func indexPath(_ path: ItemPath) -> IndexPath {
///     IndexPath(row: path.itemIndex, section: path.sectionIndex)
/// }
///
/// dataSource.setSections(stage.finalSections)
/// tableView.performBatchUpdates {
///     tableView.deleteSections(IndexSet(stage.deletedSections), with: .fade)
///     tableView.insertSections(IndexSet(stage.insertedSections), with: .fade)
///     for move in stage.movedSections { tableView.moveSection(move.from, toSection: move.to) }
///     tableView.deleteRows(at: stage.deletedItems.map(indexPath), with: .fade)
///     tableView.insertRows(at: stage.insertedItems.map(indexPath), with: .fade)
///     tableView.reloadRows(at: stage.updatedItems.map(indexPath), with: .none)
///     for move in stage.movedItems { tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to)) }
/// }
/// // Then refresh the headers and footers of `stage.updatedSections` (see below).
/// ```
///
/// ``updatedSections`` lists sections whose model changed while their identity stayed, such as a
/// header whose title changed. Their rows are untouched by the stage: no row of such a section
/// is inserted, deleted, moved or reloaded in the same stage, and the section itself is not moved.
/// A renderer refreshes the section's header and footer from ``finalSections``. Reloading the
/// whole section (`reloadSections`) is valid under UIKit's documented rules too, but recreates the
/// section's cells, and `UICollectionView` has been seen to fail when it reloads a section that
/// other section inserts, deletes or moves of the same batch displace.
///
/// ``BatchUpdateValidator`` applies a stage to a model of the displayed rows with these rules and
/// reports any violation the way UIKit would.
public struct Changeset<Section: SectionModelType> {
    /// The type of the rows.
    public typealias Item = Section.Item

    /// Whether the list should reload all its data instead of animating; the index lists are then
    /// to be ignored.
    public let reloadData: Bool

    /// The sections the data source holds before this stage.
    public let originalSections: [Section]

    /// The sections the data source holds after this stage.
    public let finalSections: [Section]

    /// The positions, after the stage, of the sections it inserts.
    public let insertedSections: [Int]

    /// The positions, before the stage, of the sections it deletes.
    public let deletedSections: [Int]

    /// The sections the stage moves: `from` is a position before the stage, `to` one after it.
    public let movedSections: [(from: Int, to: Int)]

    /// The positions, before the stage, of sections whose model changed; refresh their headers.
    public let updatedSections: [Int]

    /// The paths, after the stage, of the items it inserts.
    public let insertedItems: [ItemPath]

    /// The paths, before the stage, of the items it deletes.
    public let deletedItems: [ItemPath]

    /// The items the stage moves: `from` is a path before the stage, `to` one after it.
    public let movedItems: [(from: ItemPath, to: ItemPath)]

    /// The paths, before the stage, of the items whose content changed; reload them.
    public let updatedItems: [ItemPath]

    /// Creates a changeset.
    ///
    /// - Parameters:
    ///   - reloadData: Whether the list should reload everything instead of animating.
    ///   - originalSections: The sections before the stage.
    ///   - finalSections: The sections after the stage.
    ///   - insertedSections: Positions after the stage of inserted sections.
    ///   - deletedSections: Positions before the stage of deleted sections.
    ///   - movedSections: Moved sections, from a position before to a position after the stage.
    ///   - updatedSections: Positions before the stage of sections whose model changed.
    ///   - insertedItems: Paths after the stage of inserted items.
    ///   - deletedItems: Paths before the stage of deleted items.
    ///   - movedItems: Moved items, from a path before to a path after the stage.
    ///   - updatedItems: Paths before the stage of items whose content changed.
    public init(
        reloadData: Bool = false,
        originalSections: [Section] = [],
        finalSections: [Section] = [],
        insertedSections: [Int] = [],
        deletedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        insertedItems: [ItemPath] = [],
        deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.reloadData = reloadData
        self.originalSections = originalSections
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// A changeset that shows `sections` by reloading the list, for the first value a list
    /// displays.
    ///
    /// - Parameter sections: The sections to show.
    /// - Returns: A changeset with ``reloadData`` set, every section listed as inserted and
    ///   `sections` as its ``finalSections``.
    public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
        Changeset(reloadData: true, finalSections: sections, insertedSections: Array(sections.indices))
    }

    /// The number of operations the stage asks the list to animate: every inserted, deleted,
    /// moved and updated section and item counts one.
    public var operationCount: Int {
        insertedSections.count + deletedSections.count + movedSections.count + updatedSections.count
            + insertedItems.count + deletedItems.count + movedItems.count + updatedItems.count
    }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: CustomDebugStringConvertible {
    /// The operations of the stage, one kind per line, followed by the final sections.
    public var debugDescription: String {
        var lines: [String] = []
        if reloadData { lines.append("reloadData") }
        func add<Value>(_ name: String, _ values: [Value]) {
            if !values.isEmpty { lines.append("\(name): \(values)") }
        }
        add("deletedSections", deletedSections)
        add("insertedSections", insertedSections)
        add("movedSections", movedSections.map { "\($0.from)->\($0.to)" })
        add("updatedSections", updatedSections)
        add("deletedItems", deletedItems)
        add("insertedItems", insertedItems)
        add("movedItems", movedItems.map { "\($0.from)->\($0.to)" })
        add("updatedItems", updatedItems)
        lines.append("finalSections: \(finalSections)")
        return lines.joined(separator: "\n")
    }
}
