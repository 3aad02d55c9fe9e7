/// The `rx` namespace: reactive extensions of a base object, as in RxSwift.
///
/// Extend `Reactive where Base: YourType` to add bindings and event streams under `base.rx`:
///
/// ```swift
/// extension Reactive where Base: SearchField {
///     var text: ControlProperty<String> { base.textProperty }
/// }
/// field.rx.text.subscribe(onNext: { print($0) })
/// ```
///
/// For classes, every writable key path is available as a ``Binder`` through dynamic member
/// lookup: `viewModel.status.bind(to: label.rx.text)`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions act on.
    public let base: Base

    /// Wraps `base`.
    ///
    /// - Parameter base: The object the extensions act on.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that assigns each element to the property at `keyPath` on the main scheduler.
    ///
    /// - Parameter keyPath: The property to write.
    /// - Returns: A binder holding `base` weakly.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that offers reactive extensions under `rx`.
public protocol ReactiveCompatible {
    /// The type extended; usually `Self`.
    associatedtype ReactiveBase

    /// Reactive extensions of the type itself.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// Reactive extensions of the type itself.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Setting is allowed only so that `mutating` extensions can be written, as in RxSwift.
        set {}
    }

    /// Reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Setting is allowed only so that `mutating` extensions can be written, as in RxSwift.
        set {}
    }
}
