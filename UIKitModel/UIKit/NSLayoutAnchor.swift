// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
/// One edge, center or dimension of a view or layout guide, from which constraints are made.
///
/// The model records the constraints it makes; it solves no layout.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var modelItem: AnyObject?
    /// Which of the item's attributes the anchor stands for, such as `"leading"`.
    public let modelAttribute: String

    internal init(item: AnyObject, attribute: String) {
        modelItem = item
        modelAttribute = attribute
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    /// A constraint, not yet active, that makes this anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: .equal, secondAnchor: anchor, constant: 0)
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    /// A constraint, not yet active, that makes this anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: .equal, secondAnchor: anchor, constant: c)
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    /// A constraint, not yet active, that keeps this anchor at or beyond `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: .greaterThanOrEqual, secondAnchor: anchor, constant: 0)
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    /// A constraint, not yet active, that keeps this anchor at or before `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: .lessThanOrEqual, secondAnchor: anchor, constant: 0)
    }
}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
/// A horizontal anchor: leading, trailing, left, right or center X.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
/// A vertical anchor: top, bottom or center Y.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension
/// A width or height anchor.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    // Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    /// A constraint, not yet active, that fixes this dimension at `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: .equal, secondAnchor: nil, constant: c)
    }
}
