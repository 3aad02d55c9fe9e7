/// Removes entries from one subject; each subject makes one, the first time someone subscribes,
/// and hands it to each subscription it lists (``SingleAssignmentDisposable/attach(to:)``).
///
/// Its closure holds the subject's ``SubjectCore``, not the subject, so it never keeps a dropped
/// subject alive (the subject's `deinit` empties the core, see
/// ``SubjectCore/ownerDeinitialized()``), and it reaches the core without the weak reference
/// whose side table would slow every retain of the subject. The closure is created in
/// specialized code, so removal runs specialized too. A subscription calls it at most
/// once, from `dispose()`, with the slot the subject recorded in the subscription's state word
/// and the subscription's identity, which the subject checks before it removes the slot's entry.
@usableFromInline
internal final class SubjectUnsubscriber: @unchecked Sendable {
    // Immutable; the closure serializes through the core's queue.
    @usableFromInline
    internal let remove: (_ slot: Int, _ subscription: ObjectIdentifier) -> Void

    @inlinable
    internal init(remove: @escaping (_ slot: Int, _ subscription: ObjectIdentifier) -> Void) {
        self.remove = remove
    }
}
