// Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate
/// A text field's delegate. Its members are optional in UIKit: here they have default implementations that do what
/// UIKit does when they are missing (see `UIKitModelRequirement`).
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    // Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    // Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    // Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
    /// Whether the text in `range` may be replaced by `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
    /// Whether the return key ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// UIKit's behaviour without the member: `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// UIKit's behaviour without the member: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// UIKit's behaviour without the member: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit's behaviour without the member: `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// UIKit's behaviour without the member: `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
