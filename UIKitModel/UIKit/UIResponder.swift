// Apple: https://developer.apple.com/documentation/uikit/uiresponder
/// The base of every object that takes part in event handling.
@MainActor open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    // Apple: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// The next responder in the chain: a view's superview.
    open var next: UIResponder? { nil }

    // Apple: https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    /// Whether the object is the first responder.
    open var isFirstResponder: Bool { UIKitModel.firstResponder === self }

    // Apple: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    /// Asks to become the first responder; the model always agrees.
    @discardableResult open func becomeFirstResponder() -> Bool {
        UIKitModel.firstResponder = self
        return true
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// Gives up first-responder status.
    @discardableResult open func resignFirstResponder() -> Bool {
        if UIKitModel.firstResponder === self { UIKitModel.firstResponder = nil }
        return true
    }
}
