extension UITableView {
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// Runs `updates` (inserts, deletes, reloads and moves) as one batch, checks it against the counts the table
    /// had before and the data source's counts after by UIKit's rules, and calls `completion` when the animation
    /// finishes (see `UIKitModel.holdsAnimations`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        modelList.beginBatch(self)
        updates?()
        modelList.endBatch(self, completion: completion)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
    /// Begins a batch of updates; batches nest, and the outermost `endUpdates()` applies them.
    public func beginUpdates() { modelList.beginBatch(self) }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/endupdates()
    /// Ends a batch of updates begun with `beginUpdates()`.
    public func endUpdates() { modelList.endBatch(self, completion: nil) }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Inserts sections (new indexes).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelList.record(self, .insertSections(sections))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Deletes sections (old indexes).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelList.record(self, .deleteSections(sections))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Reloads sections (old indexes).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelList.record(self, .reloadSections(sections))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Moves a section (old index to new index).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        modelList.record(self, .moveSection(section, newSection))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// Inserts rows (new index paths).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelList.record(self, .insertItems(indexPaths))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Deletes rows (old index paths).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelList.record(self, .deleteItems(indexPaths))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Reloads rows (old index paths): each gets a new cell from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelList.record(self, .reloadItems(indexPaths))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    /// Reconfigures rows (old index paths): the data source configures the same cell again (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        modelList.record(self, .reconfigureItems(indexPaths))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Moves a row (old index path to new index path).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        modelList.record(self, .moveItem(indexPath, newIndexPath))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates
    /// Whether the table has updates it has not laid out yet.
    public var hasUncommittedUpdates: Bool { modelList.hasOpenBatch }
}
