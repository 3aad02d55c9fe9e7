extension ObservableType {
    /// Delivers the events on `scheduler`: elements, errors and completion all reach downstream
    /// observers there, in their original order.
    ///
    /// ```swift
    /// results
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: { rows in table.show(rows) })
    /// ```
    ///
    /// On a ``SerialDispatchQueueScheduler`` (``MainScheduler`` included) each event is scheduled
    /// on the queue as it arrives; on the main scheduler, an event sent from the main queue with
    /// nothing queued ahead of it is delivered at once, as in RxSwift. On other schedulers the
    /// events are queued and drained one scheduled action at a time, so they stay serialized even
    /// on a concurrent scheduler (under a `TestScheduler`, an event arriving at 210 is delivered
    /// at 211). Disposing drops the events not yet delivered; the source subscription ends when
    /// the terminal event has been delivered.
    ///
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The same events, delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return Observable<Element>.make { observer, subscription in
                let sink = ObserveOnSerialQueueSink(observer: observer, scheduler: serialScheduler)
                subscription.setDisposable(sink)
                source.run(AnyObserver(sink), sink.upstream)
            }
        }
        return Observable<Element>.make { observer, subscription in
            let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

/// `observe(on:)` for serial dispatch queues: one queued block per event, in arrival order.
internal final class ObserveOnSerialQueueSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
    // Every stored property is immutable or atomic. `observer` is called only from blocks on the
    // serial queue, one at a time (or inline by the main scheduler when nothing is queued).
    private let observer: AnyObserver<Element>
    private let scheduler: SerialDispatchQueueScheduler
    private let disposed = AtomicCell<Bool>(false)

    /// The subscription to the source.
    internal let upstream = SingleAssignmentDisposable()

    internal init(observer: AnyObserver<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.observer = observer
        self.scheduler = scheduler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    internal func on(_ event: Event<Element>) {
        if isDisposed { return }
        _ = scheduler.schedule(event) { event in
            self.deliver(event)
            return Disposables.create()
        }
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
    }

    private func deliver(_ event: Event<Element>) {
        if isDisposed { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }
}

/// `observe(on:)` for any other scheduler: a queue drained by recursive scheduling, one event
/// per scheduled action, so deliveries never overlap even on a concurrent scheduler.
internal final class ObserveOnSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
    // `queue` and `draining` are guarded by `lock`. `observer` is immutable and called only by
    // the single drain in progress (`draining` admits one at a time; the lock orders them).
    private let observer: AnyObserver<Element>
    private let disposed = AtomicCell<Bool>(false)
    private let lock = Lock()
    private var queue: [Event<Element>] = []
    private var head = 0
    private var draining = false
    private var recursion: RecursiveScheduler<Void>!

    /// The subscription to the source.
    internal let upstream = SingleAssignmentDisposable()

    internal init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.observer = observer
        Resources.incrementTotal()
        recursion = RecursiveScheduler(scheduler: scheduler) { _, _ in self.drainOne() }
    }

    deinit {
        Resources.decrementTotal()
    }

    internal var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    internal func on(_ event: Event<Element>) {
        if isDisposed { return }
        let start: Bool = lock.withLock {
            queue.append(event)
            if draining { return false }
            draining = true
            return true
        }
        if start { recursion.schedule(()) }
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
        // Releases the drain closure, and with it the cycle through this sink.
        recursion.dispose()
        lock.withLock {
            queue = []
            head = 0
        }
    }

    private func drainOne() {
        let next: Event<Element>? = lock.withLock {
            guard head < queue.count else {
                draining = false
                return nil
            }
            defer { head += 1 }
            return queue[head]
        }
        guard let event = next, !isDisposed else { return }
        observer.on(event)
        if event.isStopEvent {
            dispose()
            return
        }
        let more: Bool = lock.withLock {
            if head < queue.count { return true }
            queue.removeAll(keepingCapacity: true)
            head = 0
            draining = false
            return false
        }
        if more { recursion.schedule(()) }
    }
}
