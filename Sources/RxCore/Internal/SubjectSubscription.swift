/// One observer of a subject, and the disposable that removes it.
///
/// The subject's ``ObserverList`` keeps it alive (a manual retain) until it is removed, and
/// delivers events through `observer`, a `let`, so the event path needs no reference counting.
/// It refers to its subject weakly, so the list and its entries form no cycle with the subject:
/// a subject that nobody else holds is freed with its observers, disposed or not.
@usableFromInline
internal final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    // `observer` and `unsubscribe` are immutable; `subject` is written only by `init` and read
    // through the weak-reference machinery, which is thread-safe. Disposing twice asks the
    // subject twice, which ignores the second request.
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal weak let subject: AnyObject?

    // Removes the entry from `subject`. It captures nothing where the subject's type is known
    // (specialized code), so it costs no allocation, and it keeps the removal specialized too,
    // which a call through a protocol witness would not.
    @usableFromInline
    internal let unsubscribe: (AnyObject, SubjectSubscription<Element>) -> Void

    @inlinable
    internal init(
        observer: AnyObserver<Element>,
        subject: AnyObject?,
        unsubscribe: @escaping (AnyObject, SubjectSubscription<Element>) -> Void
    ) {
        self.observer = observer
        self.subject = subject
        self.unsubscribe = unsubscribe
    }

    @inlinable
    internal func dispose() {
        guard let subject else { return }
        unsubscribe(subject, self)
    }
}
