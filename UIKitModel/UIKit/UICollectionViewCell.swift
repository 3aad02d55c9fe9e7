// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// An item of a collection view.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    /// The view that holds the cell's content.
    public let contentView = UIView()
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
    /// Whether the cell is selected.
    open var isSelected = false
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
    /// The view behind the content.
    open var backgroundView: UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
    /// The view behind the content when selected.
    open var selectedBackgroundView: UIView?

    /// A cell with the given frame.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
