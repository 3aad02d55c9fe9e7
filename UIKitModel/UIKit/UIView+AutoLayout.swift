// Apple: https://developer.apple.com/documentation/uikit/uiview (Auto Layout anchors and guides)
extension UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    /// The guide that stands for the view's margins; the same object on every call.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = modelMarginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.owningView = self
        modelMarginsGuide = guide
        return guide
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/topanchor
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/widthanchor
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/heightanchor
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
}
