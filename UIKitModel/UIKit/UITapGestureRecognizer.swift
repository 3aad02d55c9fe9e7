// Apple: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
/// A recognizer of taps.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    // Apple: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
    /// The number of taps.
    open var numberOfTapsRequired = 1
    // Apple: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
    /// The number of fingers.
    open var numberOfTouchesRequired = 1
}
