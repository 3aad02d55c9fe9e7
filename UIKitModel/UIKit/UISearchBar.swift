// Apple: https://developer.apple.com/documentation/uikit/uisearchbar
/// A search field with optional buttons.
@MainActor open class UISearchBar: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbar/text
    /// The text; `nil` is stored as empty, as in UIKit.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""

    // Apple: https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
    /// The placeholder.
    open var placeholder: String?
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbar/selectedscopebuttonindex
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbar/delegate
    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?

    /// Model only: the user types `text` (replacing the bar's text): asks the delegate's
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`, then sets the text and calls
    /// `searchBar(_:textDidChange:)`, as UIKit does for a user's edit. Returns whether the edit happened.
    @discardableResult open func simulateTyping(_ text: String) -> Bool {
        let range = NSRange(location: 0, length: (storedText as NSString).length)
        if let delegate, !delegate.searchBar(self, shouldChangeTextIn: range, replacementText: text) { return false }
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
        return true
    }

    /// Model only: the user taps the search button.
    open func simulateSearchButtonTap() { delegate?.searchBarSearchButtonClicked(self) }

    /// Model only: the user taps the cancel button.
    open func simulateCancelButtonTap() { delegate?.searchBarCancelButtonClicked(self) }

    /// Model only: the user picks scope button `index`.
    open func simulateScopeSelection(_ index: Int) {
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }
}
