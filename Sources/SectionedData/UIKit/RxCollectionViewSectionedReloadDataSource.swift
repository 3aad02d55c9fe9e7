#if canImport(UIKit) && !os(watchOS)
    import RxCore
    import UIKit

    /// A collection view data source that shows every new list of sections by reloading the
    /// collection view, as RxDataSources' does.
    ///
    /// Bind it with `collectionView.rx.items(dataSource:)`; each element replaces
    /// ``CollectionViewSectionedDataSource/sectionModels``, calls `reloadData()` and invalidates the
    /// layout. Any ``SectionModelType`` works, as no diff is computed.
    ///
    /// ```swift
    /// let dataSource = RxCollectionViewSectionedReloadDataSource<SectionModel<String, Int>>(
    ///     configureCell: { dataSource, collectionView, indexPath, item in
    ///         collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    ///     }
    /// )
    /// ```
    @MainActor
    open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>:
        CollectionViewSectionedDataSource<Section>, RxCollectionViewDataSourceType
    {
        /// The type of the elements bound: lists of sections.
        public typealias Element = [Section]

        /// Replaces the sections with each element, reloads the collection view and invalidates its
        /// layout; ignores other events.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view to reload.
        ///   - observedEvent: The event of the bound sequence.
        open func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>) {
            guard case .next(let sections) = observedEvent else { return }
            setSections(sections)
            collectionView.reloadData()
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }
#endif
