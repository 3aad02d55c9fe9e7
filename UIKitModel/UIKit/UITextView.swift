// Apple: https://developer.apple.com/documentation/uikit/uitextview
/// A scrollable, multi-line, editable text view.
@MainActor open class UITextView: UIScrollView {
    private var storedText = NSAttributedString(string: "")

    // Apple: https://developer.apple.com/documentation/uikit/uitextview/text
    /// The text; `nil` is stored as empty, as in UIKit.
    open var text: String! {
        get { storedText.string }
        set { storedText = NSAttributedString(string: newValue ?? "") }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitextview/attributedtext
    /// The attributed text; `nil` is stored as empty.
    open var attributedText: NSAttributedString! {
        get { storedText }
        set { storedText = newValue ?? NSAttributedString(string: "") }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitextview/iseditable
    /// Whether the user may edit the text.
    open var isEditable = true

    // Apple: https://developer.apple.com/documentation/uikit/uitextview/delegate
    /// The delegate (the same object as the scroll view's `delegate`).
    open var delegate: (any UITextViewDelegate)? {
        get { modelDelegateObject as? any UITextViewDelegate }
        set { modelDelegateObject = newValue }
    }

    /// Model only: the user types `text` (replacing the view's text): asks the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)`, then sets the text and calls `textViewDidChange(_:)`, as
    /// UIKit does for a user's edit (setting `text` in code calls nothing). Returns whether the edit happened.
    @discardableResult open func simulateTyping(_ text: String) -> Bool {
        let range = NSRange(location: 0, length: (storedText.string as NSString).length)
        if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: text) { return false }
        self.text = text
        delegate?.textViewDidChange(self)
        return true
    }
}
