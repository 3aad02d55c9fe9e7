// Apple: https://developer.apple.com/documentation/uikit/uicolor
/// A color. Immutable, as UIKit's is, hence Sendable.
open class UIColor: NSObject, @unchecked Sendable {
    /// The red, green, blue and alpha components, each 0...1.
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    // Apple: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    /// A color from RGBA components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    /// A gray color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Two colors are equal when their components are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return components == other.components
    }

    /// A hash of the components.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(components.red)
        hasher.combine(components.green)
        hasher.combine(components.blue)
        hasher.combine(components.alpha)
        return hasher.finalize()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    /// A copy of this color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicolor/black
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    // Apple: https://developer.apple.com/documentation/uikit/uicolor/white
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    // Apple: https://developer.apple.com/documentation/uikit/uicolor/red
    /// Red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    // Apple: https://developer.apple.com/documentation/uikit/uicolor/green
    /// Green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    // Apple: https://developer.apple.com/documentation/uikit/uicolor/blue
    /// Blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    // Apple: https://developer.apple.com/documentation/uikit/uicolor/clear
    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
