// Apple: https://developer.apple.com/documentation/uikit/uitextfield
/// A one-line editable text control.
@MainActor open class UITextField: UIControl {
    private var storedText = NSAttributedString(string: "")

    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/text
    /// The text; `nil` is stored as empty, as in UIKit, so reading it after setting `nil` gives `""`.
    open var text: String? {
        get { storedText.string }
        set { storedText = NSAttributedString(string: newValue ?? "") }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
    /// The attributed text; `nil` is stored as empty.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { storedText = newValue ?? NSAttributedString(string: "") }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    /// The placeholder.
    open var placeholder: String?
    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/delegate
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Model only: the user types `text` (replacing the field's text): asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then sets the text and sends `.editingChanged`,
    /// as UIKit does for each edit. Returns whether the edit happened.
    @discardableResult open func simulateTyping(_ text: String) -> Bool {
        let old = storedText.string as NSString
        let range = NSRange(location: 0, length: old.length)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: text) {
            return false
        }
        self.text = text
        sendActions(for: .editingChanged)
        return true
    }

    /// Model only: editing begins (`becomeFirstResponder`, delegate, `.editingDidBegin`).
    open func simulateBeginEditing() {
        becomeFirstResponder()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    /// Model only: editing ends (`resignFirstResponder`, delegate, `.editingDidEnd`).
    open func simulateEndEditing() {
        resignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }
}
