// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// The base of gesture recognizers.
///
/// UIKit calls a recognizer's targets through selectors, which need the Objective-C runtime. The model records
/// target-action pairs but cannot perform them; instead it offers a model-only closure route,
/// `modelAddTarget(_:)`/`modelRemoveTarget(_:)`, that bindings use under `#if UIKIT_MODEL` (and
/// `addTarget(_:action:)` with `#selector` under `#if canImport(ObjectiveC)`). `simulateRecognition(_:)` moves the
/// recognizer to a state and calls those closures, as UIKit calls targets on each state change.
@MainActor open class UIGestureRecognizer: NSObject {
    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    /// A recognizer's state.
    public enum State: Int, Sendable {
        /// No gesture yet.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended.
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended
    }

    /// A handle for a closure added with `modelAddTarget(_:)`.
    public final class ModelTarget {
        let handler: @MainActor (UIGestureRecognizer) -> Void
        init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.handler = handler }
    }

    private var selectorTargets: [(target: AnyObject?, action: Selector?)] = []
    private var modelTargets: [ModelTarget] = []
    weak var modelView: UIView?

    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// The state.
    open var state: State = .possible
    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    /// Whether the recognizer is enabled.
    open var isEnabled = true
    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    /// The view the recognizer is attached to.
    open var view: UIView? { modelView }

    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    /// A recognizer with a target-action pair (recorded only).
    public init(target: Any?, action: Selector?) {
        super.init()
        if target != nil || action != nil { selectorTargets.append((target as AnyObject?, action)) }
    }

    /// A recognizer with no target.
    public override convenience init() { self.init(target: nil, action: nil) }

    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    /// Adds a target-action pair (recorded only: the model performs no selectors).
    open func addTarget(_ target: Any, action: Selector) { selectorTargets.append((target as AnyObject, action)) }

    // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
    /// Removes target-action pairs.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        selectorTargets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// Model only: calls `handler` with the recognizer whenever its state changes through `simulateRecognition(_:)`.
    @discardableResult open func modelAddTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void)
        -> ModelTarget
    {
        let target = ModelTarget(handler)
        modelTargets.append(target)
        return target
    }

    /// Model only: stops calling a closure added with `modelAddTarget(_:)`.
    open func modelRemoveTarget(_ target: ModelTarget) { modelTargets.removeAll { $0 === target } }

    /// Model only: the recognizer reaches `state` (default `.recognized`): if enabled, the state is set and every
    /// closure added with `modelAddTarget(_:)` is called, in the order they were added.
    open func simulateRecognition(_ state: State = .recognized) {
        guard isEnabled else { return }
        self.state = state
        for target in modelTargets { target.handler(self) }
    }
}
