// Apple: https://developer.apple.com/documentation/uikit/uilabel
/// A view that shows text.
@MainActor open class UILabel: UIView {
    private var storedText: NSAttributedString?

    // Apple: https://developer.apple.com/documentation/uikit/uilabel/text
    /// The text; setting it replaces the attributed text.
    open var text: String? {
        get { storedText?.string }
        set { storedText = newValue.map { NSAttributedString(string: $0) } }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    /// The attributed text; setting it replaces the text.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { storedText = newValue }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uilabel/textcolor
    /// The text color.
    open var textColor: UIColor! = .black
    // Apple: https://developer.apple.com/documentation/uikit/uilabel/font
    /// The font.
    open var font: UIFont! = .systemFont(ofSize: 17)
    // Apple: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    /// The maximum number of lines; 0 for no limit.
    open var numberOfLines = 1
}
