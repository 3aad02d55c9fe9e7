extension UITableView {
    /// Model only: the user taps the row, as UIKit handles it: nothing if selection is off; the delegate's
    /// `tableView(_:willSelectRowAt:)` may redirect or cancel; in single selection the selected row is deselected
    /// first (`didDeselectRowAt`); in multiple selection a selected row is deselected instead
    /// (`willDeselectRowAt`, `didDeselectRowAt`); then the row is selected and `didSelectRowAt` is called.
    public func simulateSelection(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, modelList.selected.contains(indexPath) {
            simulateDeselection(at: indexPath)
            return
        }
        let proposed: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed else { return }
        if !allowsMultipleSelection {
            for previous in modelList.selected where previous != target {
                deselectRow(at: previous, animated: false)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Model only: the user deselects the row: `willDeselectRowAt` (which may redirect or cancel), then the row is
    /// deselected and `didDeselectRowAt` is called.
    public func simulateDeselection(at indexPath: IndexPath) {
        let proposed: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = proposed else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Model only: the user confirms a swipe-to-delete (`.delete`) or taps an insert control (`.insert`): calls the
    /// data source's `tableView(_:commit:forRowAt:)`; the data source updates the table, as in UIKit.
    public func simulateCommit(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        dataSource?.tableView(self, commit: editingStyle, forRowAt: indexPath)
    }

    /// Model only: the user drags a row to `destinationIndexPath`: the delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` picks the place, the table moves the row
    /// and its cell itself (no batch update), then calls the data source's `tableView(_:moveRowAt:to:)`.
    public func simulateUserMove(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let target =
            delegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: destinationIndexPath)
            ?? destinationIndexPath
        modelList.moveByUser(self, from: sourceIndexPath, to: target)
        dataSource?.tableView(self, moveRowAt: sourceIndexPath, to: target)
    }

    /// Model only: the user taps the row's accessory button.
    public func simulateAccessoryButtonTap(at indexPath: IndexPath) {
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
