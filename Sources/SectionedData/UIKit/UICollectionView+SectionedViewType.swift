#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit

    // A collection view applies RxDataSources' operations with its own methods; it takes no animations.
    extension UICollectionView: SectionedViewType {
        /// Inserts items (`insertItems(at:)`).
        public func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            insertItems(at: paths)
        }

        /// Deletes items (`deleteItems(at:)`).
        public func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            deleteItems(at: paths)
        }

        /// Moves an item (`moveItem(at:to:)`).
        public func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath) {
            moveItem(at: from, to: to)
        }

        /// Reloads items (`reloadItems(at:)`).
        public func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            reloadItems(at: paths)
        }

        /// Inserts sections (`insertSections(_:)`).
        public func insertSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            insertSections(IndexSet(sections))
        }

        /// Deletes sections (`deleteSections(_:)`).
        public func deleteSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            deleteSections(IndexSet(sections))
        }

        /// Moves a section (`moveSection(_:toSection:)`).
        public func moveSection(_ from: Int, to: Int) {
            moveSection(from, toSection: to)
        }

        /// Reloads sections (`reloadSections(_:)`).
        public func reloadSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            reloadSections(IndexSet(sections))
        }
    }
#endif
