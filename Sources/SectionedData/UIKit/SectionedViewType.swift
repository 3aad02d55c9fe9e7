#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit

    /// UIKit's row animation under the name RxDataSources gives it.
    public typealias UITableViewRowAnimation = UITableView.RowAnimation

    /// A view that applies RxDataSources' batch-update operations: `UITableView` and
    /// `UICollectionView` conform, as in RxDataSources.
    ///
    /// ``batchUpdates(_:animationConfiguration:)`` calls the other requirements for one stage, in
    /// UIKit's order (sections deleted, inserted, moved; then rows deleted, inserted, reloaded,
    /// moved); call it inside `performBatchUpdates`, once the data source holds the stage's final
    /// sections:
    ///
    /// ```swift
    /// dataSource.setSections(stage.finalSections)
    /// tableView.performBatchUpdates {
    ///     tableView.batchUpdates(stage, animationConfiguration: AnimationConfiguration())
    /// }
    /// ```
    @MainActor
    public protocol SectionedViewType {
        /// Inserts rows at positions after the update.
        ///
        /// - Parameters:
        ///   - paths: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation)

        /// Deletes rows at positions before the update.
        ///
        /// - Parameters:
        ///   - paths: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation)

        /// Moves a row from a position before the update to one after it.
        ///
        /// - Parameters:
        ///   - from: The position before.
        ///   - to: The position after.
        func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath)

        /// Reloads rows at positions before the update.
        ///
        /// - Parameters:
        ///   - paths: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation)

        /// Inserts sections at positions after the update.
        ///
        /// - Parameters:
        ///   - sections: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func insertSections(_ sections: [Int], animationStyle: UITableViewRowAnimation)

        /// Deletes sections at positions before the update.
        ///
        /// - Parameters:
        ///   - sections: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func deleteSections(_ sections: [Int], animationStyle: UITableViewRowAnimation)

        /// Moves a section from a position before the update to one after it.
        ///
        /// - Parameters:
        ///   - from: The position before.
        ///   - to: The position after.
        func moveSection(_ from: Int, to: Int)

        /// Reloads sections at positions before the update.
        ///
        /// - Parameters:
        ///   - sections: The positions.
        ///   - animationStyle: The animation (a collection view has none).
        func reloadSections(_ sections: [Int], animationStyle: UITableViewRowAnimation)

        /// Applies one stage's operations; the default calls the other requirements.
        ///
        /// - Parameters:
        ///   - changes: The stage.
        ///   - animationConfiguration: The animations of inserted, reloaded and deleted rows.
        func batchUpdates<Section>(_ changes: Changeset<Section>, animationConfiguration: AnimationConfiguration)
    }

    extension SectionedViewType {
        /// Applies one stage's operations in UIKit's order: sections deleted, inserted and moved,
        /// then rows deleted, inserted, reloaded and moved. `updatedSections` are not reloaded: their
        /// rows stay, and only their headers changed.
        ///
        /// - Parameters:
        ///   - changes: The stage.
        ///   - animationConfiguration: The animations of inserted, reloaded and deleted rows.
        /// - Complexity: O(*k*) in the stage's operations.
        public func batchUpdates<Section>(_ changes: Changeset<Section>, animationConfiguration: AnimationConfiguration)
        {
            let insert = animationConfiguration.insertAnimation.rowAnimation
            let delete = animationConfiguration.deleteAnimation.rowAnimation
            deleteSections(changes.deletedSections, animationStyle: delete)
            insertSections(changes.insertedSections, animationStyle: insert)
            for move in changes.movedSections { moveSection(move.from, to: move.to) }
            deleteItemsAtIndexPaths(changes.deletedItems.map(\.indexPath), animationStyle: delete)
            insertItemsAtIndexPaths(changes.insertedItems.map(\.indexPath), animationStyle: insert)
            reloadItemsAtIndexPaths(
                changes.updatedItems.map(\.indexPath),
                animationStyle: animationConfiguration.reloadAnimation.rowAnimation)
            for move in changes.movedItems { moveItemAtIndexPath(move.from.indexPath, to: move.to.indexPath) }
        }
    }
#endif
