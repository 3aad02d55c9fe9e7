import Differentiator

extension Array where Element: SectionModelType {
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
