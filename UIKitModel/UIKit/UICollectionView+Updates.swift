extension UICollectionView {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    /// Runs `updates` as one batch, checks it by UIKit's rules, and calls `completion` when the animation finishes
    /// (see `UIKitModel.holdsAnimations`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        modelList.beginBatch(self)
        updates?()
        modelList.endBatch(self, completion: completion)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    /// Inserts sections (new indexes).
    public func insertSections(_ sections: IndexSet) { modelList.record(self, .insertSections(sections)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    /// Deletes sections (old indexes).
    public func deleteSections(_ sections: IndexSet) { modelList.record(self, .deleteSections(sections)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    /// Reloads sections (old indexes).
    public func reloadSections(_ sections: IndexSet) { modelList.record(self, .reloadSections(sections)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    /// Moves a section (old index to new index).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        modelList.record(self, .moveSection(section, newSection))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    /// Inserts items (new index paths).
    public func insertItems(at indexPaths: [IndexPath]) { modelList.record(self, .insertItems(indexPaths)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// Deletes items (old index paths).
    public func deleteItems(at indexPaths: [IndexPath]) { modelList.record(self, .deleteItems(indexPaths)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// Reloads items (old index paths): each gets a new cell from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { modelList.record(self, .reloadItems(indexPaths)) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
    /// Reconfigures items (old index paths): the data source configures the same cell again (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        modelList.record(self, .reconfigureItems(indexPaths))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// Moves an item (old index path to new index path).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        modelList.record(self, .moveItem(indexPath, newIndexPath))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates
    /// Whether the view has updates it has not laid out yet.
    public var hasUncommittedUpdates: Bool { modelList.hasOpenBatch }
}
