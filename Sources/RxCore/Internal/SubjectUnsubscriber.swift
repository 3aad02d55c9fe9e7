/// Removes entries from one subject; each subject makes one, the first time someone subscribes,
/// and hands it to each subscription it lists (``SingleAssignmentDisposable/attach(to:)``).
///
/// It holds the subject weakly, so it never keeps a dropped subject alive, and its closure is
/// created in specialized code, so removal runs specialized too. A subscription calls it at most
/// once, from `dispose()`, with the slot the subject recorded in the subscription's state word
/// and the subscription's identity, which the subject checks before it removes the slot's entry.
@usableFromInline
internal final class SubjectUnsubscriber: @unchecked Sendable {
    // Immutable; the closure captures the subject weakly and serializes through its queue.
    @usableFromInline
    internal let remove: (_ slot: Int, _ subscription: ObjectIdentifier) -> Void

    @inlinable
    internal init(remove: @escaping (_ slot: Int, _ subscription: ObjectIdentifier) -> Void) {
        self.remove = remove
    }
}
