#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit

    // A table applies RxDataSources' operations with its own methods.
    extension UITableView: SectionedViewType {
        /// Inserts rows (`insertRows(at:with:)`).
        public func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            insertRows(at: paths, with: animationStyle)
        }

        /// Deletes rows (`deleteRows(at:with:)`).
        public func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            deleteRows(at: paths, with: animationStyle)
        }

        /// Moves a row (`moveRow(at:to:)`).
        public func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath) {
            moveRow(at: from, to: to)
        }

        /// Reloads rows (`reloadRows(at:with:)`).
        public func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableViewRowAnimation) {
            reloadRows(at: paths, with: animationStyle)
        }

        /// Inserts sections (`insertSections(_:with:)`).
        public func insertSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            insertSections(IndexSet(sections), with: animationStyle)
        }

        /// Deletes sections (`deleteSections(_:with:)`).
        public func deleteSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            deleteSections(IndexSet(sections), with: animationStyle)
        }

        /// Moves a section (`moveSection(_:toSection:)`).
        public func moveSection(_ from: Int, to: Int) {
            moveSection(from, toSection: to)
        }

        /// Reloads sections (`reloadSections(_:with:)`).
        public func reloadSections(_ sections: [Int], animationStyle: UITableViewRowAnimation) {
            reloadSections(IndexSet(sections), with: animationStyle)
        }
    }
#endif
