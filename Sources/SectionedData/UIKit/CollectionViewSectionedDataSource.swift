#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import RxCore
    import UIKit

    /// A `UICollectionViewDataSource` that shows sections of items: the base of
    /// ``RxCollectionViewSectionedReloadDataSource`` and ``RxCollectionViewSectionedAnimatedDataSource``,
    /// as in RxDataSources.
    ///
    /// It answers the collection view's questions from ``sectionModels`` and the configuration
    /// closures, which have RxDataSources' names, types and defaults. It does not decide how changes
    /// reach the collection view; its subclasses do.
    ///
    /// ```swift
    /// let dataSource = RxCollectionViewSectionedReloadDataSource<SectionModel<String, Int>>(
    ///     configureCell: { dataSource, collectionView, indexPath, item in
    ///         collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    ///     },
    ///     configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
    ///         collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    ///     }
    /// )
    /// ```
    @MainActor
    open class CollectionViewSectionedDataSource<Section: SectionModelType>: NSObject, UICollectionViewDataSource,
        SectionedViewDataSourceType
    {
        /// The type of the items.
        public typealias Item = Section.Item

        /// Returns the cell of an item: given the data source, the collection view, the item's
        /// position and the item.
        public typealias ConfigureCell =
            @MainActor (CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item) ->
            UICollectionViewCell

        /// Returns a supplementary view (a header, say) of a kind, at a position.
        public typealias ConfigureSupplementaryView =
            @MainActor (CollectionViewSectionedDataSource<Section>, UICollectionView, String, IndexPath) ->
            UICollectionReusableView

        /// Learns that the user moved an item from one position to another.
        public typealias MoveItem =
            @MainActor (
                CollectionViewSectionedDataSource<Section>, _ sourceIndexPath: IndexPath,
                _ destinationIndexPath: IndexPath
            ) -> Void

        /// Returns whether the user may move the item at a position.
        public typealias CanMoveItemAtIndexPath =
            @MainActor (CollectionViewSectionedDataSource<Section>, IndexPath) -> Bool

        /// A section as RxDataSources stores it: the section and its items. Kept for code that names
        /// the type; this data source stores the sections themselves.
        public typealias SectionModelSnapshot = SectionModel<Section, Item>

        /// The sections shown, in order; ``setSections(_:)`` replaces them.
        open var sectionModels: [Section] {
            store.sections
        }

        /// Returns the cell of an item.
        open var configureCell: ConfigureCell

        /// Returns a supplementary view; `nil` for a collection view that shows none.
        open var configureSupplementaryView: ConfigureSupplementaryView?

        /// Learns, after ``sectionModels`` were updated, that the user moved an item.
        open var moveItem: MoveItem

        /// Returns whether an item can be moved; `nil` lets none move.
        open var canMoveItemAtIndexPath: CanMoveItemAtIndexPath?

        // The sections behind `sectionModels`, and the item counts the collection view shows during a
        // batch update.
        internal let store = SectionStore<Section>()

        /// Creates a data source with no sections.
        ///
        /// The defaults are RxDataSources': no supplementary views, nothing to learn about moves, no
        /// item movable.
        ///
        /// - Parameters:
        ///   - configureCell: Returns the cell of an item.
        ///   - configureSupplementaryView: Returns a supplementary view.
        ///   - moveItem: Learns that the user moved an item.
        ///   - canMoveItemAtIndexPath: Returns whether an item can be moved.
        public init(
            configureCell: @escaping ConfigureCell,
            configureSupplementaryView: ConfigureSupplementaryView? = nil,
            moveItem: @escaping MoveItem = { _, _, _ in () },
            canMoveItemAtIndexPath: @escaping CanMoveItemAtIndexPath = { _, _ in false }
        ) {
            self.configureCell = configureCell
            self.configureSupplementaryView = configureSupplementaryView
            self.moveItem = moveItem
            self.canMoveItemAtIndexPath = canMoveItemAtIndexPath
            super.init()
        }

        /// The section at an index.
        ///
        /// - Parameter section: The index of the section; must be in range.
        open subscript(section: Int) -> Section {
            store.sections[section]
        }

        /// The item at a position; setting it replaces the item without telling the collection view.
        ///
        /// - Parameter indexPath: The position of the item; must be in range.
        open subscript(indexPath: IndexPath) -> Item {
            get {
                store[indexPath]
            }
            set {
                store[indexPath] = newValue
                sectionModelsDidChange()
            }
        }

        /// The item at a position, or an error saying why there is none.
        ///
        /// - Parameter indexPath: The position of the item.
        /// - Returns: The item, typed `Any`.
        /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when the
        ///   section or the item does not exist.
        open func model(at indexPath: IndexPath) throws -> Any {
            try store.model(at: indexPath)
        }

        /// Replaces the sections without telling the collection view.
        ///
        /// The subclasses call it before they reload or update the collection view; call it yourself
        /// only when you reload the collection view right after.
        ///
        /// - Parameter sections: The new sections.
        open func setSections(_ sections: [Section]) {
            store.sections = sections
            sectionModelsDidChange()
        }

        // Called after every change to the sections (see `TableViewSectionedDataSource`).
        internal func sectionModelsDidChange() {}

        // Whether `collectionView` takes its items from this data source, directly or through a proxy.
        internal func isDataSource(of collectionView: UICollectionView) -> Bool {
            guard let dataSource = collectionView.dataSource else { return false }
            return dataSource === self
                || store.isReached { _ = dataSource.collectionView(collectionView, numberOfItemsInSection: 0) }
        }

        // MARK: UICollectionViewDataSource

        /// The number of sections.
        ///
        /// - Parameter collectionView: The collection view asking.
        /// - Returns: The number of sections.
        open func numberOfSections(in collectionView: UICollectionView) -> Int {
            store.numberOfSections
        }

        /// The number of items in a section; 0 for a section that does not exist.
        ///
        /// An override must call `super`: the animated data source learns through this method whether
        /// a collection view still takes its items from it.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view asking.
        ///   - section: The index of the section.
        /// - Returns: The number of items.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            store.numberOfItems(inSection: section)
        }

        /// The cell of an item, from ``configureCell``.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view asking.
        ///   - indexPath: The position of the item; must be in range.
        /// - Returns: The cell.
        open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            store.checkBounds(indexPath, noun: "item")
            return configureCell(self, collectionView, indexPath, self[indexPath])
        }

        /// A supplementary view, from ``configureSupplementaryView``, which must be set.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view asking.
        ///   - kind: The kind of view, such as `UICollectionView.elementKindSectionHeader`.
        ///   - indexPath: Its position.
        /// - Returns: The view.
        open func collectionView(
            _ collectionView: UICollectionView,
            viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            guard let configureSupplementaryView else {
                preconditionFailure(
                    "The collection view asked for a supplementary view of kind \(kind) at \(indexPath), "
                        + "and `configureSupplementaryView` is not set")
            }
            return configureSupplementaryView(self, collectionView, kind, indexPath)
        }

        /// Whether an item can be moved, from ``canMoveItemAtIndexPath``.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view asking.
        ///   - indexPath: The position of the item.
        /// - Returns: `true` when the item can be moved.
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            canMoveItemAtIndexPath?(self, indexPath) ?? false
        }

        /// Moves an item after the user dragged it, so that ``sectionModels`` match what the
        /// collection view shows, then calls ``moveItem``.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view the item moved in.
        ///   - sourceIndexPath: Where the item was.
        ///   - destinationIndexPath: Where it is now, counted once it has left its old place.
        /// - Complexity: O(*n*) in the items of the two sections.
        open func collectionView(
            _ collectionView: UICollectionView,
            moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
            sectionModelsDidChange()
            moveItem(self, sourceIndexPath, destinationIndexPath)
        }
    }
#endif
