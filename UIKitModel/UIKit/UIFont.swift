// Apple: https://developer.apple.com/documentation/uikit/uifont
/// A font: a name and a size.
open class UIFont: NSObject, @unchecked Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uifont/familyname
    /// The font's family name.
    public let familyName: String
    // Apple: https://developer.apple.com/documentation/uikit/uifont/pointsize
    /// The size in points.
    public let pointSize: CGFloat

    // Apple: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    /// The font named `fontName` at `fontSize` points.
    public init?(name fontName: String, size fontSize: CGFloat) {
        familyName = fontName
        pointSize = fontSize
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    /// The system font at `fontSize` points.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "System", size: fontSize)!
    }

    // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
    /// A style of text whose size follows the user's Dynamic Type setting.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        /// Large titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        /// First-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        /// Headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        /// Captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }

    // Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    /// The system font for `style` at the default Dynamic Type size (17 points for `.headline`
    /// and `.body`, as at Apple's default "Large" setting; the model does not vary sizes by style).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: "System", size: 17)!
    }
}
