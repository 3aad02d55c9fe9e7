// Apple: https://developer.apple.com/documentation/uikit/uimenuelement
/// The base of menu items and actions.
@MainActor open class UIMenuElement: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// The title.
    open var title: String
    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/image
    /// The image.
    open var image: UIImage?

    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    /// How a menu element looks and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Attributes from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Disabled.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Hidden.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uimenuelement/state
    /// Whether a menu element shows a checkmark.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed state.
        case mixed = 2
    }

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
