extension ObservableType {
    /// Splits the elements into windows, each an observable, starting a new window when the
    /// current one holds `count` elements or when `timeSpan` has passed since it opened.
    ///
    /// ```swift
    /// clicks.window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
    ///     .subscribe(onNext: { window in window.toArray().subscribe(onSuccess: record) })
    /// ```
    ///
    /// The first window is emitted at subscription. Opening a window completes the previous
    /// one; the source's completion or error ends the current window and the result. Windows are
    /// hot: subscribe to one when it is emitted to see all its elements.
    ///
    /// As in RxSwift, disposing the subscription to the windows keeps the source subscribed while
    /// any window still has a subscriber (windows keep opening and closing, unseen); the source
    /// subscription ends when the last of them is disposed.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window stays open.
    ///   - count: The most elements a window holds.
    ///   - scheduler: Where the timers run.
    /// - Returns: A sequence of windows.
    /// - Complexity: O(1) per element, plus delivery to the current window's subscribers; no element is kept.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        let source = asObservable()
        return Observable<Observable<Element>>.make { observer, subscription in
            let sink = WindowSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            subscription.setDisposable(sink.lifetime)
            sink.start()
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class WindowSink<Element>: TimedSink<Element, Observable<Element>>, @unchecked Sendable {
    // `subject`, `received` and `window` are touched only by serialized operations (see
    // `TimedSink`), and `start`, which runs before the source is subscribed.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private var subject = PublishSubject<Element>()
    private var received = 0
    private var window: UInt64 = 0

    /// What the subscriber holds: it keeps the source subscribed while windows have subscribers.
    internal let lifetime: WindowLifetime

    internal init(
        observer: AnyObserver<Observable<Element>>,
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: SchedulerType
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.lifetime = WindowLifetime()
        super.init(observer: observer, scheduler: scheduler)
        lifetime.attach(self)
    }

    /// Emits the first window and starts its timer.
    internal func start() {
        forwardWindow()
        scheduleTick(window, after: timeSpan)
    }

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            subject.on(.next(element))
            received += 1
            if received == count {
                openWindow()
            }
        case .error(let error):
            subject.on(.error(error))
            terminate(.error(error))
        case .completed:
            subject.on(.completed)
            terminate(.completed)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        if id == window { openWindow() }
    }

    private func openWindow() {
        received = 0
        window &+= 1
        subject.on(.completed)
        subject = PublishSubject()
        forwardWindow()
        scheduleTick(window, after: timeSpan)
    }

    private func forwardWindow() {
        // Windows opened after the subscriber left are not delivered; only their elements flow.
        guard !lifetime.isOuterDisposed else { return }
        let subject = self.subject
        let lifetime = self.lifetime
        let window = Observable<Element>.make { observer, subscription in
            let inner = SingleAssignmentDisposable()
            subscription.setDisposable(CompositeDisposable(inner, lifetime.retain()))
            subject.asObservable().run(observer, inner)
        }
        forward(.next(window))
    }

    private func terminate(_ event: Event<Observable<Element>>) {
        if lifetime.isOuterDisposed {
            dispose()
        } else {
            forwardTerminal(event)
        }
    }
}

/// Disposes a ``WindowSink`` once its subscriber and every window subscriber are gone.
internal final class WindowLifetime: Cancelable, @unchecked Sendable {
    // `retains`, `outerDisposed` and `sink` are guarded by `lock`; `sink` is cleared once the
    // sink is disposed, which breaks the cycle sink → lifetime → sink.
    private let lock = Lock()
    private var retains = 0
    private var outerDisposed = false
    private var sink: Disposable?

    internal func attach(_ sink: Disposable) {
        lock.withLock { self.sink = sink }
    }

    /// Whether the subscriber to the windows has disposed its subscription.
    internal var isOuterDisposed: Bool {
        lock.withLock { outerDisposed }
    }

    internal var isDisposed: Bool {
        lock.withLock { sink == nil }
    }

    /// Keeps the source subscribed until the returned disposable is disposed.
    internal func retain() -> Disposable {
        let alive: Bool = lock.withLock {
            guard sink != nil else { return false }
            retains += 1
            return true
        }
        guard alive else { return Disposables.create() }
        return Disposables.create { [self] in
            release()
        }
    }

    /// The subscriber's disposal.
    internal func dispose() {
        let finished: Disposable? = lock.withLock {
            outerDisposed = true
            return takeSinkIfUnused()
        }
        finished?.dispose()
    }

    private func release() {
        let finished: Disposable? = lock.withLock {
            retains -= 1
            return takeSinkIfUnused()
        }
        finished?.dispose()
    }

    // Inside `lock`.
    private func takeSinkIfUnused() -> Disposable? {
        guard outerDisposed, retains == 0 else { return nil }
        defer { sink = nil }
        return sink
    }
}
