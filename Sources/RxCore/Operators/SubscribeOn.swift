extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    ///
    /// ```swift
    /// Observable.create(readLargeFile)
    ///     .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))  // work off the caller
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: show)
    /// ```
    ///
    /// This moves the work the source does when subscribed (and when disposed) to `scheduler`;
    /// events are still delivered wherever the source sends them (use `observe(on:)` to move
    /// those). Disposing before the subscription ran cancels it; nothing is delivered after
    /// disposal, even while the source's own disposal is still waiting on `scheduler`.
    ///
    /// - Parameter scheduler: Where to subscribe to and dispose the source.
    /// - Returns: The same events, with the subscription made on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SubscribeOnSink(observer: observer, scheduler: scheduler)
            subscription.setDisposable(sink)
            sink.start(source)
        }
    }
}

internal final class SubscribeOnSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
    private static var waiting: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var disposed: Int { 2 }

    // Every stored property is immutable, atomic, or a thread-safe disposable; `observer` is
    // called only with the source's serialized events.
    private let observer: AnyObserver<Element>
    private let scheduler: ImmediateSchedulerType
    private let state = AtomicCell<Int>(0)
    private let scheduled = SingleAssignmentDisposable()
    private let upstream = SingleAssignmentDisposable()

    internal init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal var isDisposed: Bool {
        state.load(ordering: .acquiring) == Self.disposed
    }

    /// Schedules the subscription to `source`.
    internal func start(_ source: Observable<Element>) {
        scheduled.setDisposable(
            scheduler.schedule(source) { source in
                if self.state.compareExchange(
                    expected: Self.waiting,
                    desired: Self.subscribed,
                    ordering: .acquiringAndReleasing
                ).exchanged {
                    source.run(AnyObserver(self), self.upstream)
                }
                return Disposables.create()
            }
        )
    }

    internal func on(_ event: Event<Element>) {
        if isDisposed { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    internal func dispose() {
        let previous = state.exchange(Self.disposed, ordering: .acquiringAndReleasing)
        if previous == Self.disposed { return }
        scheduled.dispose()
        if previous == Self.subscribed {
            _ = scheduler.schedule(upstream) { upstream in
                upstream.dispose()
                return Disposables.create()
            }
        }
    }
}
