/// What a ``TimedSink`` serializes: an upstream event, a timer that fired, or the release of the
/// downstream observer after disposal.
internal enum TimedSinkOperation<Element> {
    case event(Event<Element>)
    case tick(UInt64)
    case release
}

/// The base of the time operators (`debounce`, `throttle`, `delay`, `timeout`, `buffer`, …):
/// upstream events and timers that fire on a scheduler's thread meet in one `SerializingQueue`,
/// so the subclass's state needs no lock and no lock is held while events go downstream.
///
/// A subclass overrides ``handle(_:)`` and ``handleTick(_:)`` (both run as serialized
/// operations), delivers with ``forward(_:)`` and ends with ``forwardTerminal(_:)``, and starts
/// timers with ``scheduleTick(_:after:)``; a new timer cancels the previous one, as RxSwift's
/// `SerialDisposable` does. Disposal (downstream, or after the terminal event) cancels the
/// upstream subscription and the timer at once, from any thread, and then releases the
/// observer and the subclass's buffered elements as a serialized operation.
internal class TimedSink<Element, Output>: SerializingQueue<TimedSinkOperation<Element>>, ObserverType,
    Cancelable, @unchecked Sendable
{
    // `observer` is touched only by operations, which `SerializingQueue` runs one at a time;
    // subclasses keep their state under the same rule. `timer` and `timersClosed` are guarded by
    // `timerLock`, because `dispose()` runs on any thread. `scheduler` never changes.

    /// The scheduler the timers run on.
    internal let scheduler: any SchedulerType

    /// The subscription to the source; the operator passes it to the source's `run`.
    internal let upstream = SingleAssignmentDisposable()

    private var observer: AnyObserver<Output>?
    private let disposed = AtomicCell<Bool>(false)
    private let timerLock = Lock()
    private var timer: Disposable?
    private var timersClosed = false

    internal init(observer: AnyObserver<Output>, scheduler: any SchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    // MARK: Entry points (any thread)

    internal final func on(_ event: Event<Element>) {
        if disposed.load(ordering: .acquiring) { return }
        perform(.event(event), process)
    }

    internal final var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    internal final func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
        let pending: Disposable? = timerLock.withLock {
            timersClosed = true
            defer { timer = nil }
            return timer
        }
        pending?.dispose()
        disposeResources()
        perform(.release, process)
    }

    // MARK: For subclasses (inside operations)

    /// Handles one upstream event; runs as a serialized operation while the sink is live.
    internal func handle(_ event: Event<Element>) {
        fatalError("Abstract method \(type(of: self)).handle(_:) must be overridden")
    }

    /// Handles the timer started with ``scheduleTick(_:after:)`` for `id`; runs as a serialized
    /// operation while the sink is live.
    internal func handleTick(_ id: UInt64) {}

    /// Drops buffered elements once the sink is disposed; runs as a serialized operation.
    internal func releaseState() {}

    /// Disposes resources a subclass holds besides the upstream and the timer; runs on the
    /// disposing thread, once.
    internal func disposeResources() {}

    /// Whether the downstream observer is still attached (no terminal event sent, not disposed).
    internal final var isLive: Bool {
        observer != nil && !disposed.load(ordering: .acquiring)
    }

    /// Delivers an element downstream, unless the subscription was disposed meanwhile (perhaps by
    /// the downstream, while it handled the previous element).
    internal final func forward(_ event: Event<Output>) {
        guard let observer, !disposed.load(ordering: .acquiring) else { return }
        observer.on(event)
    }

    /// Delivers a terminal event downstream, then disposes everything the sink holds.
    internal final func forwardTerminal(_ event: Event<Output>) {
        guard let observer else { return }
        self.observer = nil
        if !disposed.load(ordering: .acquiring) {
            observer.on(event)
        }
        dispose()
    }

    /// Takes the downstream observer away from this sink, for an operator that hands the
    /// downstream over to another sequence (`timeout` switching to its fallback).
    internal final func detachObserver() -> AnyObserver<Output>? {
        defer { observer = nil }
        return observer
    }

    /// Starts a timer that runs ``handleTick(_:)`` with `id` after `dueTime`, cancelling the
    /// previous timer. Does nothing once the sink is disposed.
    internal final func scheduleTick(_ id: UInt64, after dueTime: RxTimeInterval) {
        let next = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
            self.tick(id)
            return Disposables.create()
        }
        let (previous, rejected): (Disposable?, Bool) = timerLock.withLock {
            if timersClosed { return (nil, true) }
            defer { timer = next }
            return (timer, false)
        }
        previous?.dispose()
        if rejected { next.dispose() }
    }

    // MARK: Private

    private func tick(_ id: UInt64) {
        if disposed.load(ordering: .acquiring) { return }
        perform(.tick(id), process)
    }

    private func process(_ operation: TimedSinkOperation<Element>) {
        switch operation {
        case .event(let event):
            if isLive { handle(event) }
        case .tick(let id):
            if isLive { handleTick(id) }
        case .release:
            observer = nil
            releaseState()
        }
    }
}
