/// Removes entries from one subject; each subject makes one, the first time someone subscribes.
///
/// It holds the subject weakly, so it never keeps a dropped subject alive, and its closure is
/// created in specialized code, so removal runs specialized too.
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

/// The disposable a subject hands to a subscription: removes the subscription's entry.
///
/// Two words (the subject's shared ``SubjectUnsubscriber`` and the subscription), so it fits in
/// the inline buffer of an `any Disposable` and costs no allocation. Only the subscription keeps
/// it, as its assigned disposable, and only the subscription's `dispose()` calls it, so the
/// unowned reference is always valid when it is used. The entry's slot comes from the
/// subscription's state word, where the subject recorded it (see
/// ``SingleAssignmentDisposable/markListed(at:)``): a subscription disposed before the subject
/// listed it has no slot, and the subject then never lists it.
@usableFromInline
internal struct SubjectDisposer: Disposable {
    @usableFromInline
    internal let unsubscriber: SubjectUnsubscriber

    @usableFromInline
    internal unowned(unsafe) let subscription: SingleAssignmentDisposable

    @inlinable
    internal init(unsubscriber: SubjectUnsubscriber, subscription: SingleAssignmentDisposable) {
        self.unsubscriber = unsubscriber
        self.subscription = subscription
    }

    @inlinable
    internal func dispose() {
        guard let slot = subscription.listedSlot else { return }
        unsubscriber.remove(slot, ObjectIdentifier(subscription))
    }
}
