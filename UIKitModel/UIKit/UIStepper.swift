// Apple: https://developer.apple.com/documentation/uikit/uistepper
/// A control that increments or decrements a value.
@MainActor open class UIStepper: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uistepper/value
    /// The value, kept within `minimumValue...maximumValue`. Setting it in code sends no event.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0
    // Apple: https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
    /// The smallest value.
    open var minimumValue: Double = 0
    // Apple: https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
    /// The largest value.
    open var maximumValue: Double = 100
    // Apple: https://developer.apple.com/documentation/uikit/uistepper/stepvalue
    /// The step.
    open var stepValue: Double = 1

    /// Model only: the user taps plus: the value grows by `stepValue` and `.valueChanged` is sent.
    open func simulateIncrement() {
        guard isEnabled else { return }
        value += stepValue
        sendActions(for: .valueChanged)
    }

    /// Model only: the user taps minus: the value shrinks by `stepValue` and `.valueChanged` is sent.
    open func simulateDecrement() {
        guard isEnabled else { return }
        value -= stepValue
        sendActions(for: .valueChanged)
    }
}
