/// One observer of a subject: the entry a subject's ``ObserverList`` keeps.
///
/// Only the subject's list owns the entry (a manual retain), and the list delivers events through
/// `observer`, a `let`, so the event path needs no reference counting. The subscriber's disposable
/// does not own the entry either: it holds a ``SubjectDisposer``, which names the entry by
/// identity. So a subject that is dropped while subscriptions are still live frees its entries
/// and with them the subscribers' closures.
///
/// The entry also keeps the subscription it was attached with (the one every operator between
/// the subject and the subscriber passes on unchanged), and the list skips an entry whose
/// subscription is disposed: a subscription disposed while the subject is broadcasting gets no
/// further event, even though its removal is queued behind the broadcast, and even when it
/// observes through operators, whose sinks then see nothing either.
@usableFromInline
internal final class SubjectSubscription<Element>: @unchecked Sendable {
    // Immutable.
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    @inlinable
    internal init(observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    /// The identity a ``SubjectDisposer`` uses to remove this entry.
    @inlinable
    internal var identifier: ObjectIdentifier {
        ObjectIdentifier(self)
    }
}

/// Removes entries from one subject; each subject makes one, the first time someone subscribes.
///
/// It holds the subject weakly, so it never keeps a dropped subject alive, and its closure is
/// created in specialized code, so removal runs specialized too.
@usableFromInline
internal final class SubjectUnsubscriber: @unchecked Sendable {
    // Immutable; the closure captures the subject weakly and serializes through its queue.
    @usableFromInline
    internal let remove: (ObjectIdentifier) -> Void

    @inlinable
    internal init(remove: @escaping (ObjectIdentifier) -> Void) {
        self.remove = remove
    }
}

/// The disposable a subject hands to a subscriber: removes the subscriber's entry.
///
/// Two words (the subject's shared ``SubjectUnsubscriber`` and the entry's identity), so it fits
/// in the inline buffer of an `any Disposable` and costs no allocation. It names the entry only
/// by identity, so it never keeps an entry or its observer alive.
@usableFromInline
internal struct SubjectDisposer: Disposable {
    @usableFromInline
    internal let unsubscriber: SubjectUnsubscriber

    @usableFromInline
    internal let entry: ObjectIdentifier

    @inlinable
    internal init(unsubscriber: SubjectUnsubscriber, entry: ObjectIdentifier) {
        self.unsubscriber = unsubscriber
        self.entry = entry
    }

    @inlinable
    internal func dispose() {
        unsubscriber.remove(entry)
    }
}
