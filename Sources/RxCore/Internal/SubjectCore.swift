/// The machinery every subject shares: its observers, its terminal event, its disposal, and the
/// ``SerializingQueue`` that applies events, subscriptions and removals one at a time.
///
/// A subject class owns one core (see ``SubjectCoreOwner``) and adds only its ``SubjectPolicy``.
/// Fields marked "owner" are touched only inside operations, which the queue runs one at a time,
/// so they need no lock; `observerCount` and `disposed` are atomics because `hasObservers` and
/// `isDisposed` read them from any thread; `pendingRemovals` is guarded by the queue's lock (see
/// `SubjectCore+KeyedSubscriptions.swift`).
@usableFromInline
internal final class SubjectCore<Policy: SubjectPolicy>: SerializingQueue<SubjectOperation<Policy.Element>>,
    @unchecked Sendable
{
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

    // Made by the first subscriber (in specialized code) and shared by all.
    @usableFromInline
    internal let unsubscriber = AtomicLazyReference<SubjectUnsubscriber>()

    /// The key of the next keyed subscription (``SubjectSubscription``); keys start at 1, and a
    /// 64-bit count does not wrap.
    @usableFromInline
    @exclusivity(unchecked)
    internal var nextKey = 1  // owner

    /// Keys of keyed subscriptions disposed while another operation ran, whose removal is queued;
    /// dispatch skips their entries. Guarded by `lock`; the queue's `flags` word says whether it
    /// is empty, so that dispatch looks only when it is not.
    @usableFromInline
    @exclusivity(unchecked)
    internal var pendingRemovals: [Int] = []

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

    /// Flags the core as disposed.
    ///
    /// - Returns: Whether this call flipped the flag (so the caller queues the `.dispose` operation).
    @inlinable
    internal func markDisposed() -> Bool {
        !disposed.exchange(true, ordering: .acquiringAndReleasing)
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
            if policy.record(element) {
                observers.dispatch(
                    event,
                    isRemovalPending: { isRemovalPending($0) },
                    removeKeyed: { slot, key in removeKeyedAfterFailure(slot: slot, key: key) }
                )
            }
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
        case .subscribe(let entry, let subscription, let owner):
            subscribe(entry, subscription, owner: owner)
        case .unsubscribe(let slot, let subscription):
            unsubscribe(slot: slot, subscription: subscription)
        case .unsubscribeKeyed(let slot, let key):
            unsubscribeKeyed(slot: slot, key: key)
        case .dispose:
            disposedByOwner = true
            stopEvent = nil
            policy.removeAll()
            observers.removeAll()
            observerCount.store(0, ordering: .releasing)
        }
    }

    /// Adds a subscriber, after sending it what the policy replays; a subscriber of a terminated
    /// or disposed subject gets the terminal event (or `RxError.disposed`) instead. Operations
    /// only (``process(_:)``, or with the queue taken by ``SerializingQueue/tryAcquire()``).
    @inlinable
    internal func subscribe(
        _ entry: consuming SubjectEntry<Element>,
        _ subscription: SingleAssignmentDisposable,
        owner: AnyObject
    ) {
        if disposedByOwner {
            deliverUnlessDisposed(.error(RxError.disposed(object: owner)), to: entry, subscription)
            return
        }
        if let stopEvent {
            // What the subscriber hears may make it subscribe again: served at once (see
            // `SubjectCore+TerminalDelivery.swift`).
            let previous = beginTerminalDelivery()
            defer { endTerminalDelivery(restoring: previous) }
            policy.replay(stopEvent: stopEvent) { deliverUnlessDisposed($0, to: entry, subscription) }
            deliverUnlessDisposed(stopEvent, to: entry, subscription)
            return
        }
        policy.replay(stopEvent: nil) { deliverUnlessDisposed($0, to: entry, subscription) }
        if !subscription.isDisposedInline {
            let slot = observers.append(entry, subscription: subscription)
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

    /// The unsubscriber every subscription to this subject gets, made by the first subscriber.
    @inlinable
    @inline(__always)
    internal func sharedUnsubscriber() -> SubjectUnsubscriber {
        if let unsubscriber = unsubscriber.load() { return unsubscriber }
        return makeSharedUnsubscriber()
    }

    @inlinable
    @inline(never)
    internal func makeSharedUnsubscriber() -> SubjectUnsubscriber {
        // The core, not the subject: a subject dropped while subscriptions hold this empties its
        // core in `deinit` (`ownerDeinitialized()`).
        return unsubscriber.storeIfNil(
            SubjectUnsubscriber(
                remove: { [self] slot, subscription in removeFromAnyThread(slot: slot, subscription: subscription) },
                removeKeyed: { [self] slot, key in removeKeyedFromAnyThread(slot: slot, key: key) }
            )
        )
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
    /// outlive the subject) and the unsubscriber, whose reference to this core would otherwise
    /// keep both alive. Subscriptions still holding the unsubscriber keep the emptied core until
    /// they are gone; their removals find nothing.
    @inlinable
    internal func ownerDeinitialized() {
        unsubscriber.removeForTeardown()
        perform(.dispose)
    }

    // Like a broadcast, what a new subscriber is sent stops the moment it is disposed.
    @inlinable
    internal func deliverUnlessDisposed(
        _ event: Event<Element>,
        to entry: SubjectEntry<Element>,
        _ subscription: SingleAssignmentDisposable
    ) {
        if !subscription.isDisposedInline { entry.deliver(event, subscription: subscription) }
    }

    @inlinable
    internal func terminate(with stopEvent: Event<Element>) {
        self.stopEvent = stopEvent
        observerCount.store(0, ordering: .releasing)
        // An observer that subscribes again as it hears the end is served at once (see
        // `SubjectCore+TerminalDelivery.swift`).
        let previous = beginTerminalDelivery()
        defer { endTerminalDelivery(restoring: previous) }
        if let element = policy.elementBeforeTermination(stopEvent) {
            observers.dispatch(
                .next(element),
                isRemovalPending: { isRemovalPending($0) },
                removeKeyed: { slot, key in removeKeyedAfterFailure(slot: slot, key: key) }
            )
        }
        observers.dispatch(
            stopEvent,
            isRemovalPending: { isRemovalPending($0) },
            removeKeyed: { slot, key in removeKeyedAfterFailure(slot: slot, key: key) }
        )
        // Observers are released right away, so a terminated subject holds no subscriber's closures.
        observers.removeAll()
    }
}
