// Apple: https://developer.apple.com/documentation/uikit/uiimageview
/// A view that shows an image.
@MainActor open class UIImageView: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uiimageview/image
    /// The image.
    open var image: UIImage?

    // Apple: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    /// An image view showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
