/// The machinery shared by operators that feed one downstream from several upstreams: merge,
/// concat, the flatMap family, combineLatest, zip, withLatestFrom, amb and sample.
///
/// Upstreams may deliver concurrently, so their events go through ``serialize(_:_:_:)``, which
/// runs them one at a time on the inherited ``SerializingQueue``: state touched only inside
/// serialized handlers needs no lock, no lock is held while the downstream observer runs, and a
/// re-entrant event is handled after the one that caused it. The uncontended path costs two
/// atomic operations and allocates nothing; only an event that finds another one in progress is
/// boxed in a closure and queued.
///
/// The sink is the disposable its operator hands to the downstream subscription before it
/// subscribes to anything; disposing it disposes every upstream subscription in ``upstreams``.
/// After it forwards a terminal event it disposes that downstream subscription, which releases
/// the upstreams at once.
@usableFromInline
internal class CombiningSink<Result>: SerializingQueue<() -> Void>, Disposable, @unchecked Sendable {
    // `observer`, `subscription` and `upstreams` are immutable references; `upstreams` and
    // `disposed` synchronize themselves. `stopped` is touched only inside serialized handlers.
    @usableFromInline
    internal let observer: AnyObserver<Result>

    /// The downstream's subscription, which holds this sink.
    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    /// Every upstream subscription the sink owns; disposed with the sink.
    @usableFromInline
    internal let upstreams = CompositeDisposable()

    @inlinable
    internal final var disposed: Bool {
        // Kept in the queue's inline flags word: 1 once disposed.
        flags.load(ordering: .acquiring) != 0
    }

    // Serialized: set once the sink has forwarded a terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Result>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the sink still forwards events: it has not terminated and nobody disposed it.
    ///
    /// Call it inside serialized handlers only (it reads `stopped`).
    @inlinable
    internal final var isActive: Bool {
        !stopped && !disposed
    }

    /// Whether the sink was disposed, by the downstream or after its terminal event; safe to call
    /// from any thread.
    @inlinable
    internal final var isDisposed: Bool {
        disposed
    }

    /// Runs `handle(target, value)` serialized with every other handler of this sink.
    ///
    /// Pass a closure literal that captures nothing (`{ $0.handle($1) }`): then the fast path
    /// allocates nothing, and only a contended or re-entrant call boxes its arguments.
    @inlinable
    @inline(__always)
    internal final func serialize<Target: AnyObject, Value>(
        _ target: Target,
        _ value: Value,
        _ handle: @escaping (Target, Value) -> Void
    ) {
        if workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            handle(target, value)
            let arrivals = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
            if arrivals != 0 { drain(arrivals) { $0() } }
            return
        }
        perform({ handle(target, value) }) { $0() }
    }

    /// Forwards an element unless the sink has terminated or was disposed. Serialized handlers only.
    @inlinable
    @inline(__always)
    internal final func forwardNext(_ element: Result) {
        guard isActive else { return }
        observer.on(.next(element))
    }

    /// Forwards `error` and releases everything. Serialized handlers only.
    @inlinable
    internal final func forwardError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Forwards completion and releases everything. Serialized handlers only.
    @inlinable
    internal final func forwardCompleted() {
        forwardTerminal(.completed)
    }

    @inlinable
    internal final func forwardTerminal(_ event: Event<Result>) {
        guard !stopped else { return }
        stopped = true
        if !disposed { observer.on(event) }
        subscription.dispose()
    }

    /// Forwards `error` through the serialized path; for failures noticed outside a handler, such
    /// as a selector that threw on an upstream's thread.
    @inlinable
    internal final func serializeError(_ error: Swift.Error) {
        serialize(self, error) { sink, error in sink.forwardError(error) }
    }

    /// Disposes every upstream subscription; idempotent and thread-safe.
    @usableFromInline
    internal func dispose() {
        guard flags.exchange(1, ordering: .acquiringAndReleasing) == 0 else { return }
        upstreams.dispose()
    }
}
