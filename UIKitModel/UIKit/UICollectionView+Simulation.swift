extension UICollectionView {
    /// Model only: the user taps the item, as UIKit handles it: nothing if selection is off; in multiple selection
    /// a selected item is deselected instead; `shouldSelectItemAt` may cancel; in single selection the selected
    /// item is deselected first (`didDeselectItemAt`); then the item is selected and `didSelectItemAt` is called.
    public func simulateSelection(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, modelList.selected.contains(indexPath) {
            simulateDeselection(at: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in modelList.selected where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Model only: the user deselects the item: `shouldDeselectItemAt` may cancel, then the item is deselected and
    /// `didDeselectItemAt` is called.
    public func simulateDeselection(at indexPath: IndexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// Model only: the user drags an item to `destinationIndexPath` (interactive movement ends): the delegate's
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` picks the place, the view moves
    /// the item and its cell itself, then calls the data source's `collectionView(_:moveItemAt:to:)`.
    public func simulateUserMove(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let target =
            delegate?.collectionView(
                self, targetIndexPathForMoveFromItemAt: sourceIndexPath, toProposedIndexPath: destinationIndexPath)
            ?? destinationIndexPath
        modelList.moveByUser(self, from: sourceIndexPath, to: target)
        dataSource?.collectionView(self, moveItemAt: sourceIndexPath, to: target)
    }
}
