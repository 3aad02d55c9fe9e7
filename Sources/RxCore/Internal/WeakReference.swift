/// A weak reference in an object of its own.
///
/// A closure that captures `[weak self]` keeps the reference in a mutable box and checks
/// exclusive access to it on every call; one that captures this object instead reads a weak
/// property that is never written after `init`, with no such check.
@usableFromInline
internal final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    // Sendable: written only in `init`; a weak load is thread-safe.
    @usableFromInline
    @exclusivity(unchecked)
    internal weak var object: Object?

    @inlinable
    internal init(_ object: Object) {
        self.object = object
    }
}
