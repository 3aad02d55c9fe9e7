#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table view's data source while list bindings use it: it answers from the forward data
    /// source (the one `rx.items` binds, or the one the app set), and publishes the rows the user
    /// deleted, inserted or moved.
    ///
    /// It takes `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)` only while
    /// `rx.itemDeleted`/`rx.itemInserted` or `rx.itemMoved` have observers, or when the forward data
    /// source implements them, so that a table shows delete and reorder controls exactly when the app
    /// asked for them. The other optional members reach the forward data source through
    /// ForwardingProxy+ObjectiveC.swift (Apple) or ForwardingProxy+UIKitModel.swift (the model).
    @MainActor
    internal final class TableViewDataSourceProxy: ForwardingProxy, UITableViewDataSource {
        /// A row the user deleted or inserted.
        internal typealias Commit = (editingStyle: UITableViewCell.EditingStyle, indexPath: IndexPath)

        /// The table view this proxy serves.
        internal private(set) weak var tableView: UITableView?

        /// Rows the user deleted or inserted, after the forward data source was told.
        internal let commits = PublishSubject<Commit>()

        /// Rows the user moved, after the forward data source was told.
        internal let moves = PublishSubject<ItemMovedEvent>()

        private init(tableView: UITableView) {
            self.tableView = tableView
            super.init(forward: tableView.dataSource)
        }

        /// The proxy that is `tableView`'s data source, if any.
        internal static func installed(on tableView: UITableView) -> TableViewDataSourceProxy? {
            guard let proxy = tableView.dataSource as? TableViewDataSourceProxy, proxy.isInstalled else { return nil }
            return proxy
        }

        /// Finds or installs `tableView`'s proxy, and leases it.
        internal static func leased(for tableView: UITableView) -> (TableViewDataSourceProxy, Disposable) {
            let proxy = installed(on: tableView) ?? TableViewDataSourceProxy(tableView: tableView)
            let lease = proxy.lease()
            if tableView.dataSource !== proxy { tableView.dataSource = proxy }
            return (proxy, lease)
        }

        /// The forward object, as a table view data source.
        internal var forwardDataSource: (any UITableViewDataSource)? {
            forward as? any UITableViewDataSource
        }

        override internal func isActive(_ member: ConditionalMember) -> Bool {
            switch member {
            case .commitEditing: commits.hasObservers
            case .moveRow: moves.hasObservers
            }
        }

        override internal func restoreForward() {
            guard let tableView, tableView.dataSource === self else { return }
            tableView.dataSource = forwardDataSource
        }

        override internal func reinstall() {
            guard let tableView, tableView.dataSource === self else { return }
            tableView.dataSource = nil
            tableView.dataSource = self
        }

        /// The forward data source's row count; none without one.
        internal func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            forwardDataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
        }

        /// The forward data source's cell.
        internal func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let forwardDataSource else {
                preconditionFailure("The table view asked for a cell at \(indexPath), but no data source is bound")
            }
            return forwardDataSource.tableView(tableView, cellForRowAt: indexPath)
        }

        /// Tells the forward data source, then publishes the row.
        internal func tableView(
            _ tableView: UITableView,
            commit editingStyle: UITableViewCell.EditingStyle,
            forRowAt indexPath: IndexPath
        ) {
            forwardCommit(editingStyle, forRowAt: indexPath, in: tableView)
            commits.onNext((editingStyle, indexPath))
        }

        /// Tells the forward data source, then publishes the move.
        internal func tableView(
            _ tableView: UITableView,
            moveRowAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            forwardMoveRow(at: sourceIndexPath, to: destinationIndexPath, in: tableView)
            moves.onNext((sourceIndexPath, destinationIndexPath))
        }
    }
#endif
