/// A subscription to a subject that is no object of its own: the subject's unsubscriber, the slot
/// the subscriber's entry occupies in the subject's ``ObserverList`` and a key that no other
/// subscription to that subject ever gets.
///
/// `subscribe(onNext:onError:onCompleted:)` without `onDisposed` returns one when it reaches a
/// subject (or a fused `map`/`filter`/`distinctUntilChanged` chain over one, see
/// ``Observable/keyedAttach``) whose queue is free: three words, which a `Disposable` existential
/// stores inline, so subscribing and disposing allocate nothing. Everything that needs an address
/// lives in the subject: the entry (the subscriber's closures) in its slot, and a disposal that
/// cannot remove the entry at once in the core's list of pending removals, which dispatch
/// consults (``SubjectCore/isRemovalPending(_:)``).
///
/// `dispose()` asks the subject to remove the entry in `slot` if it still has `key`. Keys are
/// never reused, so a second `dispose()` (or one made after the subject terminated, was disposed
/// or was deallocated and dropped its entries) finds another key or none and removes nothing;
/// disposing is idempotent and safe from any thread, and a copy disposes the same subscription.
@usableFromInline
internal struct SubjectSubscription: Disposable, Sendable {
    @usableFromInline
    internal let unsubscriber: SubjectUnsubscriber

    /// The slot the entry occupies; -1 when the subject did not list it (it had terminated or was
    /// disposed, so the subscriber got the terminal event at once).
    @usableFromInline
    internal let slot: Int

    @usableFromInline
    internal let key: Int

    @inlinable
    internal init(unsubscriber: SubjectUnsubscriber, slot: Int, key: Int) {
        self.unsubscriber = unsubscriber
        self.slot = slot
        self.key = key
    }

    /// Removes the subscriber from the subject; from then on it receives nothing, even when this
    /// is called from inside one of the subject's observers during a broadcast.
    ///
    /// - Complexity: O(1) when no other operation runs on the subject; otherwise the removal is
    ///   queued behind it.
    @inlinable
    internal func dispose() {
        if slot >= 0 { unsubscriber.removeKeyed(slot, key) }
    }
}
