// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// Supplies a collection view's sections, items, cells and supplementary views.
///
/// The optional members of UIKit's protocol are requirements here with default implementations that do what UIKit
/// does when they are missing (see `UIKitModelRequirement`); `collectionView(_:canMoveItemAt:)` asks
/// `UIKitModel.responds(self, to: "collectionView(_:moveItemAt:to:)")`.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// The number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// The supplementary view of `kind` at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
    /// Whether the item may be moved.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
    /// The user moved an item.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
    /// The titles of the index.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
    /// The item an index title jumps to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

extension UICollectionViewDataSource {
    /// UIKit's behaviour without the member: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// UIKit raises when a layout asks for a supplementary view the data source cannot give; the model reports it
    /// and returns an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitModel.reportInternalInconsistency(
            "the collection view's data source did not return a valid view for the element of kind \(kind) at "
                + "\(indexPath)")
        return UICollectionReusableView(frame: .zero)
    }
    /// UIKit's behaviour without the member: movable when the data source implements `collectionView(_:moveItemAt:to:)`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        UIKitModel.responds(self, to: "collectionView(_:moveItemAt:to:)")
    }
    /// UIKit's behaviour without the member: nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// UIKit's behaviour without the member: no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// UIKit's behaviour without the member: the first item of the title's position as a section.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }
}
