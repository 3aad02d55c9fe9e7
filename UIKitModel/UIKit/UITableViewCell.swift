// Apple: https://developer.apple.com/documentation/uikit/uitableviewcell
/// A row of a table view.
///
/// Model difference: `init(style:reuseIdentifier:)` is `required` here, because the model makes registered cell
/// classes with it and Swift can only call a `required` initializer through a metatype (UIKit does it through the
/// Objective-C runtime). A subclass that overrides it writes `required override init(style:reuseIdentifier:)`, which
/// Apple's compilers accept too.
@MainActor open class UITableViewCell: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    /// The built-in cell layouts.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image.
        case `default` = 0
        /// A left-aligned label and a right-aligned detail label.
        case value1 = 1
        /// A right-aligned label and a left-aligned detail label.
        case value2 = 2
        /// A label with a detail label below.
        case subtitle = 3
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    /// The editing controls of a row.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No look.
        case none = 0
        /// Blue.
        case blue = 1
        /// Gray.
        case gray = 2
        /// The default look.
        case `default` = 3
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    /// The identifier the cell was made for reuse with.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let modelStyle: CellStyle
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    /// The view that holds the cell's content.
    public let contentView = UIView()
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    /// The main label.
    public let textLabel: UILabel?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
    /// The detail label; `nil` in the `.default` style.
    public let detailTextLabel: UILabel?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/imageview
    /// The image view.
    public let imageView: UIImageView? = UIImageView()
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    /// The accessory.
    open var accessoryType: AccessoryType = .none
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
    /// A custom accessory view.
    open var accessoryView: UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
    /// Whether the cell is selected.
    open var isSelected = false
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
    /// Whether the cell is in editing mode.
    open var isEditing = false
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    /// What the cell's content view shows; the model stores it and draws nothing.
    open var contentConfiguration: (any UIContentConfiguration)?

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    /// A content configuration in the cell's style, with no text.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// A cell of `style` for reuse with `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        modelStyle = style
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    /// A cell decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        modelStyle = .default
        textLabel = UILabel()
        detailTextLabel = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    /// Called before the table view hands the cell out again.
    open func prepareForReuse() {}

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
    /// Sets `isSelected`.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/sethighlighted(_:animated:)
    /// Sets `isHighlighted`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    // Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/setediting(_:animated:)
    /// Sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
