// Apple: https://developer.apple.com/documentation/uikit/uimenuelement
/// The base of menu items and actions.
@MainActor open class UIMenuElement: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// The title.
    open var title: String
    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/image
    /// The image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
