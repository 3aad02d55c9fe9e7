// Apple: https://developer.apple.com/documentation/uikit/uislider
/// A control that picks a value from a continuous range.
@MainActor open class UISlider: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uislider/value
    /// The value, kept within `minimumValue...maximumValue`. Setting it in code sends no event.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    // Apple: https://developer.apple.com/documentation/uikit/uislider/minimumvalue
    /// The smallest value.
    open var minimumValue: Float = 0
    // Apple: https://developer.apple.com/documentation/uikit/uislider/maximumvalue
    /// The largest value.
    open var maximumValue: Float = 1

    // Apple: https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
    /// Sets the value; sends no event.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Model only: the user slides to `value`: the value changes and `.valueChanged` is sent.
    open func simulateSliding(to value: Float) {
        guard isEnabled else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }
}
