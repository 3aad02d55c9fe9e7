#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UICollectionView {
        /// Binds sequences of elements to the collection view through `dataSource`, as RxCocoa does.
        ///
        /// ```swift
        /// let dataSource = RxCollectionViewSectionedReloadDataSource<SectionModel<String, Hero>>(
        ///     configureCell: { _, collectionView, indexPath, hero in
        ///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        ///         (cell as! HeroCell).name = hero.name
        ///         return cell
        ///     }
        /// )
        /// viewModel.sections
        ///     .bind(to: collectionView.rx.items(dataSource: dataSource))
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// The collection view's data source becomes a proxy that answers with `dataSource`'s answers;
        /// the subscription keeps `dataSource` alive and holds the collection view weakly. Each element
        /// reaches ``RxCollectionViewDataSourceType/collectionView(_:observedEvent:)`` on the main
        /// queue: at once when it is emitted there and no earlier element of the binding still waits,
        /// else in order once the main queue runs. An error in the sequence is a programming error,
        /// reported as a ``Binder`` reports it (through ``Hooks``); completion leaves the collection
        /// showing the last element. Disposing the subscription stops updates and gives the collection
        /// view back the data source it had, once no other binding uses the proxy. Bind on the main
        /// thread.
        ///
        /// - Parameter dataSource: The data source that shows the elements.
        /// - Returns: A function that subscribes to a sequence and returns the subscription.
        @MainActor
        public func items<
            DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource,
            Source: ObservableType
        >(
            dataSource: DataSource
        ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            let collectionView = base
            return { source in
                let (proxy, lease) = CollectionViewDataSourceProxy.leased(for: collectionView)
                return ItemsBinding.bind(
                    source, to: collectionView, through: proxy, lease: lease, dataSource: dataSource
                ) { collectionView, event in
                    dataSource.collectionView(collectionView, observedEvent: event)
                }
            }
        }
    }
#endif
