// Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate
/// A text view's delegate. Its members are optional in UIKit: here they have default implementations that do what
/// UIKit does when they are missing (see `UIKitModelRequirement`).
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldbeginediting(_:)
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidendediting(_:)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
    /// Whether the text in `range` may be replaced by `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    // Apple: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// UIKit's behaviour without the member: `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// UIKit's behaviour without the member: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// UIKit's behaviour without the member: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit's behaviour without the member: `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// UIKit's behaviour without the member: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// UIKit's behaviour without the member: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
