import Differentiator

// Reading, replacing and moving one item of a list of sections: the one implementation behind
// `SectionedDataSource` and the UIKit data sources' `SectionStore`.

extension Array where Element: SectionModelType {
    /// The error for `path` when no item is there: ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)``,
    /// with the item count when the section exists; `nil` when the item exists.
    ///
    /// - Parameter path: A position.
    /// - Returns: The error, or `nil`.
    internal func outOfBoundsError(at path: ItemPath) -> RxDataSourceError? {
        guard indices.contains(path.sectionIndex) else {
            return .outOfBounds(indexPath: path, sectionCount: count, itemCount: nil)
        }
        let itemCount = self[path.sectionIndex].items.count
        guard path.itemIndex >= 0, path.itemIndex < itemCount else {
            return .outOfBounds(indexPath: path, sectionCount: count, itemCount: itemCount)
        }
        return nil
    }

    /// Replaces the item at `path`, which must exist, keeping its section's other items and model.
    ///
    /// - Parameters:
    ///   - path: The item's position.
    ///   - item: The new item.
    /// - Complexity: O(*n*) in the items of the section.
    internal mutating func replaceItem(at path: ItemPath, with item: Element.Item) {
        var items = self[path.sectionIndex].items
        items[path.itemIndex] = item
        self[path.sectionIndex] = Element(original: self[path.sectionIndex], items: items)
    }

    /// Moves an item as a list view moved it: `destination` counts positions once the item has
    /// left `source`. The one implementation behind `SectionedDataSource.moveItem(from:to:)` and
    /// the UIKit data sources' moves.
    ///
    /// - Parameters:
    ///   - source: Where the item was; must be in range.
    ///   - destination: Where the item is now; its section must exist and its index must not pass
    ///     the end of that section once the item has left `source`.
    ///   - outOfRange: The message of the precondition failure when `destination` is out of range.
    /// - Complexity: O(*n*) in the items of the two sections.
    internal mutating func moveItem(
        from source: ItemPath, to destination: ItemPath, outOfRange: @autoclosure () -> String
    ) {
        var sourceItems = self[source.sectionIndex].items
        let item = sourceItems.remove(at: source.itemIndex)
        self[source.sectionIndex] = Element(original: self[source.sectionIndex], items: sourceItems)
        precondition(
            indices.contains(destination.sectionIndex)
                && (0...self[destination.sectionIndex].items.count).contains(destination.itemIndex),
            outOfRange()
        )
        var destinationItems = self[destination.sectionIndex].items
        destinationItems.insert(item, at: destination.itemIndex)
        self[destination.sectionIndex] = Element(original: self[destination.sectionIndex], items: destinationItems)
    }
}
