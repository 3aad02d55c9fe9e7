/// Model only: an object that says which optional protocol members it really implements — what a forwarding proxy
/// does on Apple platforms by overriding `responds(to:)` and `forwardingTarget(for:)`.
///
/// On Apple, a delegate proxy implements a few methods itself and forwards the rest to the delegate the app set,
/// answering `responds(to:)` for its own and the forward delegate's selectors. Under the model (no Objective-C
/// runtime), a proxy implements every optional member it may need, forwarding to the app's delegate through the
/// protocol (a delegate that does not implement a member runs its default implementation, which does what UIKit does
/// when the member is missing), and conforms to this protocol so that the model asks it before calling members whose
/// mere presence changes UIKit's behaviour (a data source that implements `tableView(_:moveRowAt:to:)` shows reorder
/// controls). The bindings put the conformance under `#if UIKIT_MODEL` and `responds(to:)`/`forwardingTarget(for:)`
/// under `#if canImport(ObjectiveC)`.
@MainActor public protocol UIKitModelForwarding: AnyObject {
    /// Whether the object implements `requirement` (itself or through the object it forwards to).
    func responds(toModelRequirement requirement: UIKitModelRequirement) -> Bool
}

extension UIKitModel {
    /// Whether `object` implements `requirement`: asks a `UIKitModelForwarding` object; any other object is assumed
    /// to implement every member (the model cannot see which members Swift code wrote, and the default
    /// implementations behave as UIKit does when a member is missing). `nil` implements nothing.
    public static func responds(_ object: AnyObject?, to requirement: UIKitModelRequirement) -> Bool {
        guard let object else { return false }
        if let forwarding = object as? UIKitModelForwarding {
            return forwarding.responds(toModelRequirement: requirement)
        }
        return true
    }
}
