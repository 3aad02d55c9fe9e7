/// One observer of a subject, and the disposable that removes it.
///
/// The subject's ``ObserverList`` keeps it alive (a manual retain) until it is removed, and
/// delivers events through `observer`, a `let`, so the event path needs no reference counting.
/// `unsubscribe` refers to the subject weakly (see ``SubjectCoreOwner/attach(_:_:)``), so the
/// list and its entries form no cycle with the subject.
@usableFromInline
internal final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    // Both fields are immutable; disposing twice asks the subject twice, which ignores the
    // second request.
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let unsubscribe: (SubjectSubscription<Element>) -> Void

    @inlinable
    internal init(observer: AnyObserver<Element>, unsubscribe: @escaping (SubjectSubscription<Element>) -> Void) {
        self.observer = observer
        self.unsubscribe = unsubscribe
    }

    @inlinable
    internal func dispose() {
        unsubscribe(self)
    }
}
