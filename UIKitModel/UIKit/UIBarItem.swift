// Apple: https://developer.apple.com/documentation/uikit/uibaritem
/// The base of items on bars.
@MainActor open class UIBarItem: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uibaritem/title
    /// The title.
    open var title: String?
    // Apple: https://developer.apple.com/documentation/uikit/uibaritem/image
    /// The image.
    open var image: UIImage?
    // Apple: https://developer.apple.com/documentation/uikit/uibaritem/isenabled
    /// Whether the item is enabled.
    open var isEnabled = true
    // Apple: https://developer.apple.com/documentation/uikit/uibaritem/tag
    /// A number that identifies the item.
    open var tag = 0

    /// An item.
    public override init() { super.init() }
}
