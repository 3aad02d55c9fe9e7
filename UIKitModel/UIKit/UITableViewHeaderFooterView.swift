// Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
/// A reusable header or footer of a table view section.
///
/// Model difference: `init(reuseIdentifier:)` is `required` (see `UITableViewCell`).
@MainActor open class UITableViewHeaderFooterView: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
    /// The identifier the view was made for reuse with.
    public let reuseIdentifier: String?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview
    /// The view that holds the content.
    public let contentView = UIView()
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel
    /// The main label.
    public let textLabel: UILabel? = UILabel()

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
    /// A view for reuse with `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()
    /// Called before the table view hands the view out again.
    open func prepareForReuse() {}
}
