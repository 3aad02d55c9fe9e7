// Apple: https://developer.apple.com/documentation/uikit/uiview
/// A rectangle on screen that draws content and holds subviews.
@MainActor open class UIView: UIResponder {
    // Apple: https://developer.apple.com/documentation/uikit/uiview/frame
    /// The frame in the superview's coordinates.
    open var frame: CGRect
    // Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// Whether the view is hidden.
    open var isHidden = false
    // Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
    /// The opacity, 0...1.
    open var alpha: CGFloat = 1
    // Apple: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// The background color.
    open var backgroundColor: UIColor?
    // Apple: https://developer.apple.com/documentation/uikit/uiview/tintcolor
    /// The tint color.
    open var tintColor: UIColor!
    // Apple: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    // Apple: https://developer.apple.com/documentation/uikit/uiview/tag
    /// A number that identifies the view.
    open var tag = 0
    // Apple: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?

    // Apple: https://developer.apple.com/documentation/uikit/uiview/superview
    /// The superview, if the view is in a hierarchy.
    open private(set) weak var superview: UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uiview/subviews
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    // Apple: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// Whether the view's autoresizing mask becomes constraints; code that positions a view with
    /// anchors sets it to `false`.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The guide `layoutMarginsGuide` returns, made on first use.
    internal var modelMarginsGuide: UILayoutGuide?

    // Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// A view decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/window
    /// The window the view is in: a view is on screen when this is not `nil`.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The superview.
    open override var next: UIResponder? { superview }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/bounds
    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Adds `view` on top of the subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) {
        let wasInWindow = view.window != nil
        view.removeFromSuperviewKeepingWindowState()
        subviews.append(view)
        view.superview = self
        if !wasInWindow && view.window != nil { view.modelDidMoveToWindow() }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        let wasInWindow = window != nil
        removeFromSuperviewKeepingWindowState()
        if wasInWindow { modelDidMoveToWindow() }
    }

    private func removeFromSuperviewKeepingWindowState() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Calls `didMoveToWindow()` on the view and its subviews.
    func modelDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.modelDidMoveToWindow() }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    /// Called when the view enters or leaves a window.
    open func didMoveToWindow() {}

    // Apple: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    /// Marks the layout as needing an update.
    open func setNeedsLayout() {}

    // Apple: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// Lays out subviews now if needed.
    open func layoutIfNeeded() { layoutSubviews() }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// Lays out the subviews.
    open func layoutSubviews() {}

    // Apple: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    /// Attaches a gesture recognizer.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.modelView = self
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.modelView === self { gestureRecognizer.modelView = nil }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    /// Runs `animations` (at once in the model) and then `completion` with `true`.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    /// Runs `actionsWithoutAnimation` without animations.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        actionsWithoutAnimation()
    }
}
