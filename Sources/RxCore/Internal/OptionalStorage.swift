/// `Optional`, seen through a protocol, so that a generic class can keep an optional element in a
/// stored property whose type is one of the class's own generic parameters.
///
/// A class generic over `Element` with a property of type `Element?` looks up the metadata of
/// `Optional<Element>` in the runtime's cache every time an instance is destroyed, which costs
/// more than the rest of a ``SubscriptionSink``'s teardown. A class generic over
/// `Last: OptionalStorage` (instantiated with `Last == Element?`, or ``NoElement`` where nothing is
/// kept) finds `Last`'s metadata among its own generic arguments instead; in specialized code the
/// protocol's requirements compile to plain `Optional` code (to nothing for ``NoElement``).
@usableFromInline
internal protocol OptionalStorage {
    /// The type of the value the optional may hold.
    associatedtype Wrapped

    /// The empty value.
    static var none: Self { get }

    /// A value holding `some`.
    init(_ some: Wrapped)

    /// The value as an `Optional`.
    var optional: Wrapped? { get }
}

extension Optional: OptionalStorage {
    @inlinable
    internal var optional: Wrapped? { self }
}

/// The ``OptionalStorage`` of the sink without steps that `subscribe(onNext:…)` makes for a source
/// other than a fused chain, which never keeps an element: empty, so that destroying the sink costs nothing for it (an `Element?` costs a call
/// of its value witness in the sink's `deinit`, which runs unspecialized).
@usableFromInline
internal struct NoElement<Wrapped>: OptionalStorage {
    @inlinable
    internal static var none: NoElement { NoElement() }

    @inlinable
    internal init() {}

    @inlinable
    internal init(_ some: Wrapped) {}

    @inlinable
    internal var optional: Wrapped? { nil }
}
