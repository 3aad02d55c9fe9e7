/// A subject built on a ``SubjectCore``: the protocol supplies the operations every subject
/// forwards to its core, so each subject class only states its policy and public API.
@usableFromInline
internal protocol SubjectCoreOwner: AnyObject {
    /// What the subject keeps and replays.
    associatedtype Policy: SubjectPolicy

    /// The subject's shared machinery.
    var core: SubjectCore<Policy> { get }
}

extension SubjectCoreOwner {
    /// Runs `operation` now, or queues it behind the operation in progress.
    @inlinable
    internal func perform(_ operation: SubjectOperation<Policy.Element>) {
        let core = self.core
        core.perform(operation) { operation in core.process(operation, owner: self) }
    }

    /// Subscribes `observer`; implements ``Observable/run(_:_:)`` for every subject.
    @inlinable
    internal func attach(_ observer: AnyObserver<Policy.Element>, _ subscription: SingleAssignmentDisposable) {
        // An operator may subscribe after its subscription already ended (an earlier upstream
        // terminated it); then there is nothing to attach.
        if subscription.isDisposedInline { return }
        let entry = SubjectSubscription(observer: observer, subscription: subscription)
        let unsubscriber =
            core.unsubscriber.load()
            ?? core.unsubscriber.storeIfNil(
                SubjectUnsubscriber { [owner = WeakReference(self)] entry in
                    owner.object?.perform(.unsubscribe(entry))
                }
            )
        // Queue the subscription before handing out the disposer: a dispose from another thread
        // then always queues its removal behind the addition. (If the replay on subscribing
        // makes a downstream operator dispose, the late `setDisposable` disposes at once.)
        perform(.subscribe(entry))
        subscription.setDisposable(SubjectDisposer(unsubscriber: unsubscriber, entry: entry.identifier))
    }

    /// Disposes the subject once: observers are released, later subscribers get
    /// `RxError.disposed`.
    @inlinable
    internal func disposeSubject() {
        guard core.markDisposed() else { return }
        perform(.dispose)
    }
}
