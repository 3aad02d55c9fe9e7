#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UICollectionView {
        /// Binds sequences of elements to the items of one section, each cell made by `cellFactory`, as
        /// RxCocoa does.
        ///
        /// ```swift
        /// viewModel.heroes
        ///     .bind(to: collectionView.rx.items) { collectionView, item, hero in
        ///         let indexPath = IndexPath(item: item, section: 0)
        ///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! HeroCell
        ///         cell.name = hero.name
        ///         return cell
        ///     }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// Each element replaces the items and reloads the collection view; `rx.modelSelected(_:)` and
        /// `rx.model(at:)` read the elements. Otherwise as ``items(dataSource:)``.
        ///
        /// - Parameter source: The sequence of elements.
        /// - Returns: A function that binds with a cell factory (the collection view, the item, the element) and
        ///   returns the subscription.
        @MainActor
        public func items<Elements: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ cellFactory: @escaping (UICollectionView, Int, Elements.Element) -> UICollectionViewCell) -> Disposable
        where Source.Element == Elements {
            { cellFactory in
                items(dataSource: CollectionViewArrayDataSource<Elements>(cellFactory: cellFactory))(source)
            }
        }

        /// Binds sequences of elements to the items of one section, dequeuing each cell with
        /// `cellIdentifier` and configuring it, as RxCocoa does.
        ///
        /// ```swift
        /// viewModel.heroes
        ///     .bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: HeroCell.self)) { item, hero, cell in
        ///         cell.name = hero.name
        ///     }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// The cell registered for `cellIdentifier` must be a `Cell`. Otherwise as ``items(_:)``.
        ///
        /// - Parameters:
        ///   - cellIdentifier: The reuse identifier of the cells.
        ///   - cellType: The class of the cells.
        /// - Returns: A function that takes the sequence, then the configuring closure (the item, the
        ///   element, the cell), and returns the subscription.
        @MainActor
        public func items<Elements: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
            cellIdentifier: String,
            cellType: Cell.Type = Cell.self
        ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Elements.Element, Cell) -> Void) -> Disposable
        where Source.Element == Elements {
            { source in
                { configureCell in
                    let dataSource = CollectionViewArrayDataSource<Elements> { collectionView, item, element in
                        let indexPath = IndexPath(indexes: [0, item])
                        let cell = collectionView.dequeueReusableCell(
                            withReuseIdentifier: cellIdentifier, for: indexPath)
                        guard let typed = cell as? Cell else {
                            preconditionFailure(
                                "The cell registered for \(cellIdentifier) is a \(type(of: cell)), not a \(Cell.self)")
                        }
                        configureCell(item, element, typed)
                        return typed
                    }
                    return items(dataSource: dataSource)(source)
                }
            }
        }

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
