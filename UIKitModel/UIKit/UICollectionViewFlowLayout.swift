// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// A layout of items in lines. The model places one item per line, each `itemSize.height` tall.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    /// The direction items flow in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines go down.
        case vertical = 0
        /// Lines go across.
        case horizontal = 1
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    /// The size of each item.
    open var itemSize = CGSize(width: 50, height: 50)
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
    /// The estimated size of each item.
    open var estimatedItemSize = CGSize.zero
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    /// The spacing between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    /// The size of section headers.
    open var headerReferenceSize = CGSize.zero
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    /// The size of section footers.
    open var footerReferenceSize = CGSize.zero
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
    /// The insets of each section.
    open var sectionInset = UIEdgeInsets.zero
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
    /// The scroll direction.
    open var scrollDirection: ScrollDirection = .vertical
}
