// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
/// A rectangle that takes part in Auto Layout without being a view, such as a view's margins.
@MainActor open class UILayoutGuide: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    /// The view the guide belongs to.
    open weak var owningView: UIView?

    /// A guide owned by no view yet.
    public override init() {
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
}
