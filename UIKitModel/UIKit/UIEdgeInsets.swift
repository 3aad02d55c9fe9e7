// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets
/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// Insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
