extension UICollectionView {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    /// The selected items, or `nil` when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { modelList.selected.isEmpty ? nil : modelList.selected }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    /// Selects an item in code (`nil` clears the selection); calls no delegate method, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in modelList.selected { cellForItem(at: selected)?.isSelected = false }
            modelList.selected = []
            return
        }
        if !allowsMultipleSelection {
            for selected in modelList.selected where selected != indexPath {
                cellForItem(at: selected)?.isSelected = false
            }
            modelList.selected = []
        }
        if !modelList.selected.contains(indexPath) { modelList.selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    /// Deselects an item in code; calls no delegate method, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        modelList.selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
