// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// A spinning indicator of work in progress.
@MainActor open class UIActivityIndicatorView: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    /// The indicator's size.
    public enum Style: Int, Sendable {
        /// The medium indicator.
        case medium = 100
        /// The large indicator.
        case large = 101
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    /// The style.
    open var style: Style = .medium
    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    /// Whether the view hides itself when stopped (hidden from the start, as in UIKit).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    /// Whether the indicator is animating.
    open private(set) var isAnimating = false

    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    /// An indicator of the given style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        isHidden = true
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    /// Starts the animation and shows the view.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    /// Stops the animation and hides the view if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
