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

    /// Subscribes `entry`: an operator's observer (``Observable/run(_:_:)``) or the closures of
    /// `subscribe(onNext:…)` on the subject itself. Reached through ``Observable/subjectAttach``,
    /// which the subject's initializer sets from specialized code.
    @inlinable
    internal func attach(_ entry: SubjectEntry<Policy.Element>, _ subscription: SingleAssignmentDisposable) {
        // An operator may subscribe after its subscription already ended (an earlier upstream
        // terminated it); then there is nothing to attach.
        if subscription.isDisposedInline { return }
        let unsubscriber =
            core.unsubscriber.load()
            ?? core.unsubscriber.storeIfNil(
                SubjectUnsubscriber { [owner = WeakReference(self)] slot, subscription in
                    owner.object?.perform(.unsubscribe(slot: slot, subscription: subscription))
                }
            )
        // Queue the subscription before handing out the disposer: a dispose from another thread
        // then finds the slot, or the subject finds the subscription disposed and does not list
        // it (see `SingleAssignmentDisposable.markListed(at:)`). If the replay on subscribing
        // makes a downstream operator dispose, the late `setDisposable` disposes at once.
        perform(.subscribe(entry, subscription))
        subscription.setDisposable(SubjectDisposer(unsubscriber: unsubscriber, subscription: subscription))
    }

    /// Disposes the subject once: observers are released, later subscribers get
    /// `RxError.disposed`.
    @inlinable
    internal func disposeSubject() {
        guard core.markDisposed() else { return }
        perform(.dispose)
    }
}
