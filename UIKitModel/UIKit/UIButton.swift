// Apple: https://developer.apple.com/documentation/uikit/uibutton
/// A button: a control with a title per state.
@MainActor open class UIButton: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style.
        case system = 1
    }

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    /// The label that shows the current title.
    open private(set) var titleLabel: UILabel? = UILabel()

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    /// A button of the given type.
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/init(frame:primaryaction:)
    /// A button whose primary action is `primaryAction` (iOS 14).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/title(for:)
    /// The title for `state`, falling back to `.normal`'s as UIKit does.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

    // Apple: https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Keeps the title label on the current state's title.
    open override var isEnabled: Bool { didSet { titleLabel?.text = currentTitle } }
    /// Keeps the title label on the current state's title.
    open override var isSelected: Bool { didSet { titleLabel?.text = currentTitle } }
}
