/// Removes entries from one subject; each subject makes one, the first time someone subscribes,
/// and hands it to each subscription it lists: a subscription object gets it through
/// ``SingleAssignmentDisposable/attach(to:)``, a keyed subscription (``SubjectSubscription``)
/// holds it.
///
/// Its closures hold the subject's ``SubjectCore``, not the subject, so they never keep a dropped
/// subject alive (the subject's `deinit` empties the core, see
/// ``SubjectCore/ownerDeinitialized()``), and they reach the core without the weak reference
/// whose side table would slow every retain of the subject. The closures are created in
/// specialized code, so removal runs specialized too. A subscription object calls `remove` at
/// most once, from `dispose()`, with the slot the subject recorded in the subscription's state
/// word and the subscription's identity; a keyed subscription calls `removeKeyed` with its slot
/// and key on every `dispose()`. The subject checks the identity or the key before it removes the
/// slot's entry, so a late or repeated call removes nothing.
@usableFromInline
internal final class SubjectUnsubscriber: @unchecked Sendable {
    // Immutable; the closures serialize through the core's queue.
    @usableFromInline
    internal let remove: (_ slot: Int, _ subscription: ObjectIdentifier) -> Void

    @usableFromInline
    internal let removeKeyed: (_ slot: Int, _ key: Int) -> Void

    @inlinable
    internal init(
        remove: @escaping (_ slot: Int, _ subscription: ObjectIdentifier) -> Void,
        removeKeyed: @escaping (_ slot: Int, _ key: Int) -> Void
    ) {
        self.remove = remove
        self.removeKeyed = removeKeyed
    }
}
