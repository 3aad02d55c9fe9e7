#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit

    extension ItemPath {
        // The row `indexPath` names in a table (`row`) or a collection view (`item`, the same index).
        internal init(_ indexPath: IndexPath) {
            self.init(sectionIndex: indexPath.section, itemIndex: indexPath.row)
        }
    }

    extension IndexPath {
        // The table row at `path`; a collection view reads the same value as its `item`.
        internal init(_ path: ItemPath) {
            self.init(row: path.itemIndex, section: path.sectionIndex)
        }
    }
#endif
