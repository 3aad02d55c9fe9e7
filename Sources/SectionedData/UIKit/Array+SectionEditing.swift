#if canImport(UIKit) && !os(watchOS)
    // The edits the UIKit data sources make to their sections: the user's moves and replaced items.
    extension Array where Element: SectionModelType {
        /// The item at `path`, or the error ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)``.
        internal func item(at path: ItemPath) throws(RxDataSourceError) -> Element.Item {
            guard indices.contains(path.sectionIndex) else {
                throw .outOfBounds(indexPath: path, sectionCount: count, itemCount: nil)
            }
            let items = self[path.sectionIndex].items
            guard items.indices.contains(path.itemIndex) else {
                throw .outOfBounds(indexPath: path, sectionCount: count, itemCount: items.count)
            }
            return items[path.itemIndex]
        }

        /// Replaces the item at `path`, which must exist.
        internal mutating func replaceItem(at path: ItemPath, with item: Element.Item) {
            var items = self[path.sectionIndex].items
            items[path.itemIndex] = item
            self[path.sectionIndex] = Element(original: self[path.sectionIndex], items: items)
        }

        /// Moves an item as UIKit moved its row: `destination` counts positions once the item has
        /// left `source`.
        internal mutating func moveItem(from source: ItemPath, to destination: ItemPath) {
            var sourceItems = self[source.sectionIndex].items
            let item = sourceItems.remove(at: source.itemIndex)
            self[source.sectionIndex] = Element(original: self[source.sectionIndex], items: sourceItems)
            precondition(
                indices.contains(destination.sectionIndex)
                    && (0...self[destination.sectionIndex].items.count).contains(destination.itemIndex),
                "Cannot move the row at \(source) to \(destination): out of range"
            )
            var destinationItems = self[destination.sectionIndex].items
            destinationItems.insert(item, at: destination.itemIndex)
            self[destination.sectionIndex] = Element(original: self[destination.sectionIndex], items: destinationItems)
        }
    }
#endif
