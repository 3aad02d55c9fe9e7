// Apple: https://developer.apple.com/documentation/objectivec/selector
/// Stands in for the Objective-C runtime's `Selector`, which does not exist on Linux.
///
/// Only so that target-action declarations (`UIBarButtonItem.action`, `UIControl.addTarget(_:action:for:)`) compile:
/// the model never performs a selector. `#selector(...)` does not compile on Linux, so code that makes one sits behind
/// `#if canImport(ObjectiveC)`; under the model, use the closure routes (`UIAction`, `UIGestureRecognizer.modelAddTarget`).
public struct Selector: Hashable, Sendable {
    /// The method name the selector stands for.
    public let name: String

    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
}
