// Apple: https://developer.apple.com/documentation/uikit/uiswitch
/// An on/off control.
@MainActor open class UISwitch: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uiswitch/ison
    /// Whether the switch is on. Setting it in code sends no event, as in UIKit.
    open var isOn = false

    // Apple: https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    /// Sets the state; sends no event.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Model only: the user flips the switch: the state toggles and `.valueChanged` is sent.
    open func simulateToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
