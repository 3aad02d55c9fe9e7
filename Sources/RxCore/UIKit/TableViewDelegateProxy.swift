#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table view's delegate while bindings use it: it publishes selections, accessory taps and
    /// cells appearing and leaving, and forwards every member to the forward delegate (the one the app
    /// set, or `rx.setDelegate(_:)`'s), the ones it takes included.
    @MainActor
    internal final class TableViewDelegateProxy: ScrollViewDelegateProxy, UITableViewDelegate {
        /// Rows the user selected.
        internal let itemSelected = PublishSubject<IndexPath>()

        /// Rows the user deselected.
        internal let itemDeselected = PublishSubject<IndexPath>()

        /// Rows whose accessory button the user tapped.
        internal let itemAccessoryButtonTapped = PublishSubject<IndexPath>()

        /// Cells about to appear.
        internal let willDisplayCell = PublishSubject<WillDisplayCellEvent>()

        /// Cells that left the screen.
        internal let didEndDisplayingCell = PublishSubject<DidEndDisplayingCellEvent>()

        internal init(tableView: UITableView) {
            super.init(scrollView: tableView)
        }

        /// The forward object, as a table view delegate.
        internal var forwardTableViewDelegate: (any UITableViewDelegate)? {
            forward as? any UITableViewDelegate
        }

        /// Tells the forward delegate, then publishes the row.
        internal func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            forwardDidSelectRow(at: indexPath, in: tableView)
            itemSelected.onNext(indexPath)
        }

        /// Tells the forward delegate, then publishes the row.
        internal func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            forwardDidDeselectRow(at: indexPath, in: tableView)
            itemDeselected.onNext(indexPath)
        }

        /// Tells the forward delegate, then publishes the row.
        internal func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            forwardAccessoryButtonTapped(forRowWith: indexPath, in: tableView)
            itemAccessoryButtonTapped.onNext(indexPath)
        }

        /// Tells the forward delegate, then publishes the cell.
        internal func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            forwardWillDisplay(cell, forRowAt: indexPath, in: tableView)
            willDisplayCell.onNext((cell, indexPath))
        }

        /// Tells the forward delegate, then publishes the cell.
        internal func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            forwardDidEndDisplaying(cell, forRowAt: indexPath, in: tableView)
            didEndDisplayingCell.onNext((cell, indexPath))
        }
    }
#endif
