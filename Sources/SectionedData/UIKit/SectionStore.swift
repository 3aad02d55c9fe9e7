#if canImport(UIKit) && !os(watchOS)
    import Foundation

    /// The sections a UIKit data source holds, and the answers to UIKit's questions about them that do
    /// not depend on the kind of view: ``TableViewSectionedDataSource`` and
    /// ``CollectionViewSectionedDataSource`` each own one and forward to it, telling their subclasses
    /// of every change themselves.
    ///
    /// A class rather than a struct: ``isReached(by:)`` asks the view's data source a question that
    /// comes back into this store, through ``numberOfItems(inSection:)``, while the question runs.
    @MainActor
    internal final class SectionStore<Section: SectionModelType> {
        /// The sections, in order.
        internal var sections: [Section] = []

        /// The item counts of the sections the view shows while a batch update is being started, `nil`
        /// otherwise: the animated data sources hold a stage's final sections before they call the
        /// view, and UIKit may count the rows it shows before the update block runs.
        internal var countsBeforeUpdate: [Int]?

        // Whether `numberOfItems(inSection:)` has been reached by `isReached(by:)`'s question.
        private var probe = Probe.idle

        private enum Probe {
            case idle
            case asking
            case reached
        }

        /// The item at `indexPath`, which must exist; setting it replaces the item.
        internal subscript(indexPath: IndexPath) -> Section.Item {
            get {
                let path = ItemPath(indexPath)
                return sections[path.sectionIndex].items[path.itemIndex]
            }
            set { sections.replaceItem(at: ItemPath(indexPath), with: newValue) }
        }

        /// The item at `indexPath`, or the error ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)``.
        internal func model(at indexPath: IndexPath) throws(RxDataSourceError) -> Section.Item {
            let path = ItemPath(indexPath)
            if let error = sections.outOfBoundsError(at: path) { throw error }
            return sections[path.sectionIndex].items[path.itemIndex]
        }

        /// Stops with a message naming the counts when there is no item at `indexPath`.
        ///
        /// - Parameters:
        ///   - indexPath: The position the view asks for.
        ///   - noun: What the view calls an item: "row" or "item".
        internal func checkBounds(_ indexPath: IndexPath, noun: String) {
            let path = ItemPath(indexPath)
            precondition(
                sections.indices.contains(path.sectionIndex)
                    && sections[path.sectionIndex].items.indices.contains(path.itemIndex),
                "No \(noun) at \(indexPath): the data source has \(sections.map(\.items.count)) \(noun)s per section"
            )
        }

        /// Moves an item as UIKit moved it: `destination` counts positions once the item has left
        /// `source`.
        ///
        /// - Complexity: O(*n*) in the items of the two sections.
        internal func moveItem(from source: IndexPath, to destination: IndexPath) {
            let source = ItemPath(source)
            let destination = ItemPath(destination)
            sections.moveItem(
                from: source, to: destination,
                outOfRange: "Cannot move the row at \(source) to \(destination): out of range")
        }

        /// The number of sections the view shows.
        internal var numberOfSections: Int {
            countsBeforeUpdate?.count ?? sections.count
        }

        /// The number of items the view shows in a section; 0 for a section that does not exist.
        /// Notes that ``isReached(by:)``'s question arrived.
        internal func numberOfItems(inSection section: Int) -> Int {
            if probe == .asking { probe = .reached }
            if let counts = countsBeforeUpdate { return counts.indices.contains(section) ? counts[section] : 0 }
            return sections.indices.contains(section) ? sections[section].items.count : 0
        }

        /// Whether `question`, which asks a view's data source for the number of items in a section,
        /// reaches this store's data source: directly, or through the proxy that `rx.items(dataSource:)`
        /// puts in between, which forwards to it but is not it. The answer tells nothing; whether
        /// ``numberOfItems(inSection:)`` ran meanwhile does.
        internal func isReached(by question: () -> Void) -> Bool {
            probe = .asking
            defer { probe = .idle }
            question()
            return probe == .reached
        }
    }
#endif
