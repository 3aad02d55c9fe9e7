#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UITableView {
        /// Binds sequences of elements to the rows of one section, each cell made by `cellFactory`, as
        /// RxCocoa does.
        ///
        /// ```swift
        /// viewModel.heroes
        ///     .bind(to: tableView.rx.items) { tableView, row, hero in
        ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
        ///         cell.textLabel?.text = hero.name
        ///         return cell
        ///     }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// Each element replaces the rows and reloads the table; `rx.modelSelected(_:)` and
        /// `rx.model(at:)` read the elements. Otherwise as ``items(dataSource:)``.
        ///
        /// - Parameter source: The sequence of elements.
        /// - Returns: A function that binds with a cell factory (the table, the row, the element) and
        ///   returns the subscription.
        @MainActor
        public func items<Elements: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ cellFactory: @escaping (UITableView, Int, Elements.Element) -> UITableViewCell) -> Disposable
        where Source.Element == Elements {
            { cellFactory in
                items(dataSource: TableViewArrayDataSource<Elements>(cellFactory: cellFactory))(source)
            }
        }

        /// Binds sequences of elements to the rows of one section, dequeuing each cell with
        /// `cellIdentifier` and configuring it, as RxCocoa does.
        ///
        /// ```swift
        /// viewModel.heroes
        ///     .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: HeroCell.self)) { row, hero, cell in
        ///         cell.nameLabel.text = hero.name
        ///     }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// The cell registered for `cellIdentifier` must be a `Cell`. Otherwise as ``items(_:)``.
        ///
        /// - Parameters:
        ///   - cellIdentifier: The reuse identifier of the cells.
        ///   - cellType: The class of the cells.
        /// - Returns: A function that takes the sequence, then the configuring closure (the row, the
        ///   element, the cell), and returns the subscription.
        @MainActor
        public func items<Elements: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
            cellIdentifier: String,
            cellType: Cell.Type = Cell.self
        ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Elements.Element, Cell) -> Void) -> Disposable
        where Source.Element == Elements {
            { source in
                { configureCell in
                    let dataSource = TableViewArrayDataSource<Elements> { tableView, row, element in
                        let indexPath = IndexPath(indexes: [0, row])
                        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
                        guard let typed = cell as? Cell else {
                            preconditionFailure(
                                "The cell registered for \(cellIdentifier) is a \(type(of: cell)), not a \(Cell.self)")
                        }
                        configureCell(row, element, typed)
                        return typed
                    }
                    return items(dataSource: dataSource)(source)
                }
            }
        }

        /// Binds sequences of elements to the table view through `dataSource`, as RxCocoa does.
        ///
        /// ```swift
        /// let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Hero>>(
        ///     configureCell: { _, tableView, indexPath, hero in
        ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        ///         cell.textLabel?.text = hero.name
        ///         return cell
        ///     }
        /// )
        /// viewModel.sections
        ///     .bind(to: tableView.rx.items(dataSource: dataSource))
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// The table view's data source becomes a proxy that answers with `dataSource`'s answers (and
        /// publishes `rx.itemDeleted`, `rx.itemInserted` and `rx.itemMoved`); the subscription keeps
        /// `dataSource` alive and holds the table view weakly. Each element reaches
        /// ``RxTableViewDataSourceType/tableView(_:observedEvent:)`` on the main queue: at once when it
        /// is emitted there and no earlier element of the binding still waits, else in order once the
        /// main queue runs. An error in the sequence is a programming error, reported as a ``Binder``
        /// reports it (through ``Hooks``); completion leaves the table showing the last element.
        /// Disposing the subscription stops updates and gives the table view back the data source it
        /// had, once no other binding uses the proxy. Bind on the main thread.
        ///
        /// - Parameter dataSource: The data source that shows the elements.
        /// - Returns: A function that subscribes to a sequence and returns the subscription.
        @MainActor
        public func items<
            DataSource: RxTableViewDataSourceType & UITableViewDataSource,
            Source: ObservableType
        >(
            dataSource: DataSource
        ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            let tableView = base
            return { source in
                let (proxy, lease) = TableViewDataSourceProxy.leased(for: tableView)
                return ItemsBinding.bind(
                    source, to: tableView, through: proxy, lease: lease, dataSource: dataSource
                ) { tableView, event in
                    dataSource.tableView(tableView, observedEvent: event)
                }
            }
        }
    }
#endif
