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
        core.perform(operation)
    }

    /// Subscribes `entry`: an operator's observer (``Observable/run(_:_:)``) or the closures of
    /// `subscribe(onNext:…)` on the subject itself. Reached through ``Observable/subjectAttach``,
    /// which the subject's initializer sets from specialized code.
    @inlinable
    internal func attach(_ entry: consuming SubjectEntry<Policy.Element>, _ subscription: SingleAssignmentDisposable) {
        // An operator may subscribe after its subscription already ended (an earlier upstream
        // terminated it); then there is nothing to attach.
        if subscription.isDisposedInline { return }
        let core = self.core
        // Before the subscription is queued: the subject's `markListed` then publishes it to a
        // `dispose()` on any thread, which finds the slot, or the subject finds the subscription
        // disposed and does not list it (see `SingleAssignmentDisposable.markListed(at:)`).
        subscription.attach(to: core.sharedUnsubscriber())
        // Uncontended, add the entry directly rather than through a queued operation.
        if core.tryAcquire() {
            core.subscribe(entry, subscription, owner: self)
            core.release { operation in core.process(operation) }
        } else if core.isDeliveringTerminalEventOnCurrentThread {
            // Subscribing again while this thread tells the observers that the subject ended:
            // served at once, as RxSwift serves it (see `SubjectCore+TerminalDelivery.swift`).
            core.subscribe(entry, subscription, owner: self)
        } else {
            perform(.subscribe(entry, subscription, owner: self))
        }
    }

    /// Subscribes `entry` as a keyed subscription, when no other operation runs on the subject;
    /// see ``SubjectCore/attachKeyed(owner:program:_:wrappers:)``. Reached through
    /// ``Observable/keyedAttach``, which the subject's initializer sets from specialized code.
    ///
    /// - Returns: The subscription, or `nil` (and the entry was left where it was) when the
    ///   subject was busy and the caller must subscribe with a subscription object instead.
    @inlinable
    internal func attachKeyed(
        program: Unmanaged<SlotProgram<Policy.Element>>?,
        _ entry: UnsafeMutableRawPointer,
        wrappers: UnsafePointer<KeyedEntryWrapper>?
    ) -> SubjectSubscription? {
        core.attachKeyed(owner: self, program: program, entry, wrappers: wrappers)
    }

    /// Disposes the subject once: observers are released, later subscribers get
    /// `RxError.disposed`.
    @inlinable
    internal func disposeSubject() {
        guard core.markDisposed() else { return }
        perform(.dispose)
    }
}
