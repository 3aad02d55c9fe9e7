#if canImport(UIKit) && !os(watchOS)
    import RxCore
    import UIKit

    /// A table data source that shows every new list of sections by reloading the table, as
    /// RxDataSources' does.
    ///
    /// Bind it with `tableView.rx.items(dataSource:)`; each element replaces
    /// ``TableViewSectionedDataSource/sectionModels`` and calls `reloadData()`. Any
    /// ``SectionModelType`` works, as no diff is computed.
    ///
    /// ```swift
    /// let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Int>>(
    ///     configureCell: { dataSource, tableView, indexPath, item in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    ///         cell.textLabel?.text = "Item \(item)"
    ///         return cell
    ///     }
    /// )
    /// Observable.just([SectionModel(model: "First", items: [1, 2, 3])])
    ///     .bind(to: tableView.rx.items(dataSource: dataSource))
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>: TableViewSectionedDataSource<Section>,
        RxTableViewDataSourceType
    {
        /// The type of the elements bound: lists of sections.
        public typealias Element = [Section]

        /// Replaces the sections with each element and reloads the table; ignores other events.
        ///
        /// - Parameters:
        ///   - tableView: The table to reload.
        ///   - observedEvent: The event of the bound sequence.
        open func tableView(_ tableView: UITableView, observedEvent: Event<Element>) {
            guard case .next(let sections) = observedEvent else { return }
            setSections(sections)
            tableView.reloadData()
        }
    }
#endif
