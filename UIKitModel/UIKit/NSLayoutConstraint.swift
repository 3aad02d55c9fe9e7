// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// A relation between two anchors (or an anchor and a constant) that Auto Layout keeps.
///
/// The model records constraints and whether they are active; it solves no layout, so frames
/// never change because of them.
@MainActor open class NSLayoutConstraint: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum
    /// How the first anchor relates to the second.
    public enum Relation: Int, Sendable {
        /// At or before.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At or beyond.
        case greaterThanOrEqual = 1
    }

    /// The anchor the constraint positions, as a type-erased object.
    public let modelFirstAnchor: AnyObject
    /// The anchor it is positioned against, if any.
    public let modelSecondAnchor: AnyObject?
    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
    /// How the first anchor relates to the second.
    public let relation: Relation
    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    /// The offset added to the second anchor (or the size, when there is none).
    open var constant: CGFloat
    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    /// Whether Auto Layout takes the constraint into account.
    open var isActive = false

    internal init(firstAnchor: AnyObject, relation: Relation, secondAnchor: AnyObject?, constant: CGFloat) {
        modelFirstAnchor = firstAnchor
        modelSecondAnchor = secondAnchor
        self.relation = relation
        self.constant = constant
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    /// Makes every constraint in `constraints` active.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    /// Makes every constraint in `constraints` inactive.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
