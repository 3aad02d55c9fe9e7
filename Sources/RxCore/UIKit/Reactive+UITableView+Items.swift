#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UITableView {
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
