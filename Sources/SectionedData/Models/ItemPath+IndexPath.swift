import Differentiator
import Foundation

// The bridge between the diff's positions and Foundation's, which RxCocoa's protocols and UIKit use.
// It lives here because Differentiator depends on nothing but the standard library.

extension ItemPath {
    /// The position an index path of two indexes names: the first is the section, the second the item.
    ///
    /// ```swift
    /// ItemPath(IndexPath(indexes: [2, 5])) == ItemPath(sectionIndex: 2, itemIndex: 5)
    /// ```
    ///
    /// - Parameter indexPath: An index path of exactly two indexes, as UIKit's table and collection
    ///   views use.
    public init(_ indexPath: IndexPath) {
        precondition(indexPath.count == 2, "An item path needs an index path of 2 indexes, not \(indexPath)")
        self.init(sectionIndex: indexPath[0], itemIndex: indexPath[1])
    }

    /// The index path of this position: the section index, then the item index.
    public var indexPath: IndexPath {
        IndexPath(indexes: [sectionIndex, itemIndex])
    }
}
