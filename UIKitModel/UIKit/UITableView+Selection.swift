extension UITableView {
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
    /// The selected row, if any (the first when several are).
    public var indexPathForSelectedRow: IndexPath? { modelList.selected.first }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
    /// The selected rows, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { modelList.selected.isEmpty ? nil : modelList.selected }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
    /// Selects a row in code (`nil` clears the selection); calls no delegate method, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in modelList.selected { cellForRow(at: selected)?.setSelected(false, animated: false) }
            modelList.selected = []
            return
        }
        if !allowsMultipleSelection {
            for selected in modelList.selected where selected != indexPath {
                cellForRow(at: selected)?.setSelected(false, animated: false)
            }
            modelList.selected = []
        }
        if !modelList.selected.contains(indexPath) { modelList.selected.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    /// Deselects a row in code; calls no delegate method, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        modelList.selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
}
