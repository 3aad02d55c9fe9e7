import SectionedData

/// The positions a batch update changes, without its sections' contents.
///
/// A `Changeset` is generic over its section type; the terminal table only needs the row
/// counts before and after and the positions the batch touches, so it copies them into this
/// plain value and works out its animation from it (see ``BatchPlan``). Positions follow UIKit's
/// batch-update rules, as `Changeset` documents: deletes, reloads and move sources count before
/// the batch; inserts and move destinations after it.
public struct BatchShape: Equatable, Sendable {
    /// The number of rows of each section before the batch.
    public var originalCounts: [Int]

    /// The number of rows of each section after the batch.
    public var finalCounts: [Int]

    /// Sections deleted, by their index before the batch.
    public var deletedSections: [Int] = []

    /// Sections inserted, by their index after the batch.
    public var insertedSections: [Int] = []

    /// Sections moved, from their index before to their index after the batch.
    public var movedSections: [Move<Int>] = []

    /// Sections whose model changed, by their index before the batch.
    public var updatedSections: [Int] = []

    /// Rows deleted, by their position before the batch.
    public var deletedItems: [ItemPath] = []

    /// Rows inserted, by their position after the batch.
    public var insertedItems: [ItemPath] = []

    /// Rows moved, from their position before to their position after the batch.
    public var movedItems: [Move<ItemPath>] = []

    /// Rows whose content changed, by their position before the batch.
    public var updatedItems: [ItemPath] = []

    /// A move from one position to another.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// Where the moved thing was.
        var from: Position

        /// Where it is now.
        var to: Position
    }

    /// Creates a shape from explicit positions; every list defaults to empty.
    ///
    /// - Parameters:
    ///   - originalCounts: Rows per section before the batch.
    ///   - finalCounts: Rows per section after the batch.
    public init(originalCounts: [Int], finalCounts: [Int]) {
        self.originalCounts = originalCounts
        self.finalCounts = finalCounts
    }

    /// The shape of a changeset.
    ///
    /// - Parameter changeset: One stage of a sectioned diff.
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* changed positions.
    public init<Section: SectionModelType>(_ changeset: Changeset<Section>) {
        originalCounts = changeset.originalSections.map(\.items.count)
        finalCounts = changeset.finalSections.map(\.items.count)
        deletedSections = changeset.deletedSections
        insertedSections = changeset.insertedSections
        movedSections = changeset.movedSections.map { Move(from: $0.from, to: $0.to) }
        updatedSections = changeset.updatedSections
        deletedItems = changeset.deletedItems
        insertedItems = changeset.insertedItems
        movedItems = changeset.movedItems.map { Move(from: $0.from, to: $0.to) }
        updatedItems = changeset.updatedItems
    }
}
