/// The machinery every subject shares: its observers, its terminal event, its disposal, and the
/// ``SerializingQueue`` that applies events, subscriptions and removals one at a time.
///
/// A subject class owns one core and adds only its ``SubjectPolicy``. Every subscriber reaches
/// the subject through ``attach(_:_:owner:)``; replay, termination and removal are written once,
/// here.
@usableFromInline
internal final class SubjectCore<Policy: SubjectPolicy>: SerializingQueue<SubjectOperation<Policy.Element>>,
    @unchecked Sendable
{
    // Sendable: fields marked "owner" are touched only inside operations, which the queue runs one
    // at a time (its acquire/release pairs order each operation after the previous one);
    // `observerCount` and `disposed` are atomics because `hasObservers` and `isDisposed` read
    // them from any thread; `terminalDeliveryThread` is guarded by the queue's `lock`.
    @usableFromInline
    internal typealias Element = Policy.Element

    @usableFromInline
    @exclusivity(unchecked)
    internal var observers = ObserverList<Element>()  // owner

    @usableFromInline
    @exclusivity(unchecked)
    internal var stopEvent: Event<Element>?  // owner

    @usableFromInline
    @exclusivity(unchecked)
    internal var disposedByOwner = false  // owner

    @usableFromInline
    @exclusivity(unchecked)
    internal var policy: Policy  // owner

    @usableFromInline
    internal let observerCount = AtomicCell<Int>(0)

    @usableFromInline
    internal let disposed = AtomicCell<Bool>(false)

    /// The thread delivering the subject's ending, while it does; guarded by `lock` (see
    /// `SubjectCore+TerminalDelivery.swift`).
    @usableFromInline
    @exclusivity(unchecked)
    internal var terminalDeliveryThread: ThreadIdentity?

    @inlinable
    internal init(policy: Policy) {
        self.policy = policy
        super.init()
    }

    deinit {
        observers.deallocate()
    }

    @inlinable
    internal var hasObservers: Bool {
        observerCount.load(ordering: .acquiring) > 0
    }

    @inlinable
    internal var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Disposes the subject once, from any thread: observers are released, later subscribers get
    /// `RxError.disposed`.
    @inlinable
    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        perform(.dispose)
    }

    /// Applies one operation; only ever called by the queue's owning thread.
    ///
    /// Events are applied inline: a subject's `on(_:)` inlines this, and the operation it builds
    /// is then known to be an event, so nothing but the event path is compiled into it. The other
    /// operations go through ``processChange(_:)``.
    ///
    /// - Parameter operation: The operation to apply.
    @inlinable
    @inline(__always)
    internal func process(_ operation: SubjectOperation<Element>) {
        if case .event(let event) = operation {
            receive(event)
        } else {
            processChange(operation)
        }
    }

    /// Applies an event: an element is recorded and broadcast, a terminal event ends the subject.
    /// Operations only.
    @inlinable
    internal func receive(_ event: Event<Element>) {
        guard stopEvent == nil, !disposedByOwner else { return }
        switch event {
        case .next(let element):
            if policy.record(element) { observers.dispatch(event) }
        case .error, .completed:
            terminate(with: event)
        }
    }

    /// Applies an operation other than an event. Operations only.
    @inlinable
    @inline(never)
    internal func processChange(_ operation: SubjectOperation<Element>) {
        switch operation {
        case .event(let event):
            receive(event)
        case .subscribe(let observer, let subscription, let owner):
            subscribe(observer, subscription, owner: owner)
        case .unsubscribe(let slot, let subscription):
            unsubscribe(slot: slot, subscription: subscription)
        case .dispose:
            disposedByOwner = true
            stopEvent = nil
            policy.removeAll()
            observers.removeAll()
            observerCount.store(0, ordering: .releasing)
        }
    }

    /// Subscribes `observer`: the one way a subscriber reaches a subject, from any thread.
    ///
    /// Runs ``subscribe(_:_:owner:)`` at once when no other operation runs, or when this thread
    /// is delivering the subject's ending (see `SubjectCore+TerminalDelivery.swift`); otherwise
    /// queues it behind the operation in progress.
    ///
    /// - Parameters:
    ///   - observer: What receives the events.
    ///   - subscription: Disposing it stops delivery at once and removes the observer.
    ///   - owner: The subject, named in `RxError.disposed(object:)`.
    @inlinable
    internal func attach(
        _ observer: consuming AnyObserver<Element>,
        _ subscription: SingleAssignmentDisposable,
        owner: AnyObject
    ) {
        // An operator may subscribe after its subscription already ended (an earlier upstream
        // terminated it); then there is nothing to attach.
        if subscription.isDisposedInline { return }
        // Before the subscription is queued: `markListed` then publishes it to a `dispose()` on
        // any thread, which finds the slot, or the subject finds the subscription disposed and
        // does not list it (see `SingleAssignmentDisposable.markListed(at:)`). The closure's only
        // capture is the core, so forming it allocates nothing.
        subscription.attach(removal: { [self] slot, subscription in
            removeFromAnyThread(slot: slot, subscription: subscription)
        })
        if tryAcquire() {
            subscribe(observer, subscription, owner: owner)
            releaseQueue()
        } else if isDeliveringTerminalEventOnCurrentThread {
            subscribe(observer, subscription, owner: owner)
        } else {
            perform(.subscribe(observer, subscription, owner: owner))
        }
    }

    /// The type of ``attaching(_:)``'s closure: the subject, the observer, its subscription.
    @usableFromInline
    internal typealias Attach = (AnyObject, consuming AnyObserver<Element>, SingleAssignmentDisposable) -> Void

    /// ``attach(_:_:owner:)`` on `core`, as a closure formed in the caller's specialized code;
    /// its only capture is the core, so it allocates nothing.
    @inlinable
    internal static func attaching(_ core: SubjectCore) -> Attach {
        { owner, observer, subscription in core.attach(observer, subscription, owner: owner) }
    }

    /// Adds a subscriber, after sending it what the policy replays; a subscriber of a terminated
    /// or disposed subject gets the terminal event (or `RxError.disposed`) instead. Operations
    /// only.
    @inlinable
    internal func subscribe(
        _ observer: consuming AnyObserver<Element>,
        _ subscription: SingleAssignmentDisposable,
        owner: AnyObject
    ) {
        if disposedByOwner {
            deliverUnlessDisposed(.error(RxError.disposed(object: owner)), to: observer, subscription)
            return
        }
        if let stopEvent {
            // What the subscriber hears may make it subscribe again: served at once (see
            // `SubjectCore+TerminalDelivery.swift`).
            let previous = beginTerminalDelivery()
            defer { endTerminalDelivery(restoring: previous) }
            policy.replay(stopEvent: stopEvent) { deliverUnlessDisposed($0, to: observer, subscription) }
            deliverUnlessDisposed(stopEvent, to: observer, subscription)
            return
        }
        if Policy.replaysWhileRunning {
            policy.replay(stopEvent: nil) { deliverUnlessDisposed($0, to: observer, subscription) }
        }
        if !subscription.isDisposedInline {
            let slot = observers.append(observer, subscription: subscription)
            // Disposed since the check: its `dispose()` found no slot, so take the entry out here.
            if !subscription.markListed(at: slot) {
                observers.remove(at: slot, subscription: ObjectIdentifier(subscription))
            }
            observerCount.store(observers.count, ordering: .releasing)
        }
    }

    /// Removes the subscriber in `slot` if it is still `subscription`'s. Operations only.
    @inlinable
    internal func unsubscribe(slot: Int, subscription: ObjectIdentifier) {
        observers.remove(at: slot, subscription: subscription)
        observerCount.store(observers.count, ordering: .releasing)
    }

    /// Gives back the queue taken by ``SerializingQueue/tryAcquire()``, running the operations
    /// that arrived meanwhile out of line, so that the paths that take the queue stay short.
    @inlinable
    @inline(__always)
    internal func releaseQueue() {
        let arrivals = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        if arrivals != 0 { drainArrivals(arrivals) }
    }

    @inlinable
    @inline(never)
    internal func drainArrivals(_ arrivals: Int) {
        drain(arrivals) { operation in self.process(operation) }
    }

    /// Runs `operation` now, or queues it behind the operation in progress; from any thread.
    @inlinable
    internal func perform(_ operation: SubjectOperation<Element>) {
        perform(operation) { operation in self.process(operation) }
    }

    /// ``unsubscribe(slot:subscription:)`` from any thread: directly when the queue is free.
    @inlinable
    internal func removeFromAnyThread(slot: Int, subscription: ObjectIdentifier) {
        if tryAcquire() {
            unsubscribe(slot: slot, subscription: subscription)
            releaseQueue()
        } else {
            perform(.unsubscribe(slot: slot, subscription: subscription))
        }
    }

    /// Called by the subject's `deinit`: releases the subscribers (their closures must not
    /// outlive the subject). Subscriptions still holding this core (through their removal
    /// closure) keep the emptied core until they are gone; their removals find nothing.
    @inlinable
    internal func ownerDeinitialized() {
        perform(.dispose)
    }

    // Like a broadcast, what a new subscriber is sent stops the moment it is disposed.
    @inlinable
    internal func deliverUnlessDisposed(
        _ event: Event<Element>,
        to observer: AnyObserver<Element>,
        _ subscription: SingleAssignmentDisposable
    ) {
        if !subscription.isDisposedInline { observer.on(event) }
    }

    @inlinable
    internal func terminate(with stopEvent: Event<Element>) {
        self.stopEvent = stopEvent
        observerCount.store(0, ordering: .releasing)
        // An observer that subscribes again as it hears the end is served at once (see
        // `SubjectCore+TerminalDelivery.swift`).
        let previous = beginTerminalDelivery()
        defer { endTerminalDelivery(restoring: previous) }
        if let element = policy.elementBeforeTermination(stopEvent) { observers.dispatch(.next(element)) }
        observers.dispatch(stopEvent)
        // Observers are released right away, so a terminated subject holds no subscriber's closures.
        observers.removeAll()
    }
}
