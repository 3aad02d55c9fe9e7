// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// A reusable view of a collection view: the base of cells and supplementary views.
///
/// Model difference: `init(frame:)` is `required` here, because the model makes registered classes with it and
/// Swift can only call a `required` initializer through a metatype. A subclass that overrides it writes
/// `required override init(frame:)`, which Apple's compilers accept too.
@MainActor open class UICollectionReusableView: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    /// The identifier the view was made for reuse with (set by the collection view that made it).
    open internal(set) var reuseIdentifier: String?

    /// A view with the given frame.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// A view decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}
}
