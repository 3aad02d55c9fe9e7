#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The data source `tableView.rx.items(_:)` and `rx.items(cellIdentifier:cellType:)` bind: one
    /// section whose rows are the elements of the last sequence received, each cell made by a factory.
    ///
    /// Each element replaces the rows and reloads the table, as RxCocoa's does.
    @MainActor
    internal final class TableViewArrayDataSource<Elements: Sequence>: NSObject, UITableViewDataSource,
        RxTableViewDataSourceType, SectionedViewDataSourceType
    {
        internal typealias Element = Elements
        internal typealias CellFactory = (UITableView, Int, Elements.Element) -> UITableViewCell

        private let cellFactory: CellFactory
        // `nil` until the first element arrives.
        private var items: [Elements.Element]?

        internal init(cellFactory: @escaping CellFactory) {
            self.cellFactory = cellFactory
        }

        internal func tableView(_ tableView: UITableView, observedEvent: Event<Elements>) {
            guard case .next(let elements) = observedEvent else { return }
            items = Array(elements)
            tableView.reloadData()
        }

        internal func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items?.count ?? 0
        }

        internal func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellFactory(tableView, indexPath[1], items![indexPath[1]])
        }

        internal func model(at indexPath: IndexPath) throws -> Any {
            guard let items else { throw RxCocoaError.itemsNotYetBound(object: self) }
            return items[indexPath[1]]
        }
    }
#endif
