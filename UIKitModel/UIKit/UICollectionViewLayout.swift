// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// The base of collection view layouts.
@MainActor open class UICollectionViewLayout: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public override init() { super.init() }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    /// Marks the layout as out of date.
    open func invalidateLayout() {}
}
