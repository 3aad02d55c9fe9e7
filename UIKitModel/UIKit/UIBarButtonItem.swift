// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem
/// A button on a navigation bar or toolbar.
@MainActor open class UIBarButtonItem: UIBarItem {
    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    /// The item's style.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain = 0
        /// A done button.
        case done = 2
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    /// System items.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add.
        case add = 4
        /// Refresh.
        case refresh = 13
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    /// The style.
    open var style: Style = .plain
    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/target
    /// The target of the action (recorded only: the model performs no selectors).
    open weak var target: AnyObject?
    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/action
    /// The action (recorded only: the model performs no selectors).
    open var action: Selector?
    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
    /// The action a tap runs (iOS 14): when set, it runs instead of the target-action pair.
    open var primaryAction: UIAction?

    /// An item.
    public override init() { super.init() }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
    /// An item with a title and a target-action pair.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
    /// An item with an image and a target-action pair.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
    /// A system item with a target-action pair.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, style: .plain, target: target, action: action)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    /// A system item with a primary action (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
    }

    // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    /// An item with a title or image and a primary action (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Model only: the user taps the item: if enabled, runs `primaryAction` with the item as sender (a target-action
    /// pair is not performed: the model has no Objective-C runtime).
    open func simulateTap() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}
