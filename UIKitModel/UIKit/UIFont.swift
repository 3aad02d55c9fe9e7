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
}
