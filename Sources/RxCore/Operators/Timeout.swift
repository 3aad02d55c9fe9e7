extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends no event for `dueTime`.
    ///
    /// ```swift
    /// request.timeout(.seconds(10), scheduler: scheduler)
    /// ```
    ///
    /// The timer starts at subscription and restarts with every element, so the limit applies to
    /// the first element and to each gap after it. When it fires, the source subscription is
    /// disposed and the error is delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for the next event.
    ///   - scheduler: Where the timers run.
    /// - Returns: The source's events, or a timeout error.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if the source sends no event for `dueTime`.
    ///
    /// ```swift
    /// liveQuotes.timeout(.seconds(5), other: cachedQuotes, scheduler: scheduler)
    /// ```
    ///
    /// The timer starts at subscription and restarts with every element. When it fires, the
    /// source subscription is disposed and `other` is subscribed in its place (on `scheduler`);
    /// from then on its events are the result. A source event that wins the race with the timer
    /// cancels the switch.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for the next event.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the timers run.
    /// - Returns: The source's events, then perhaps `other`'s.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: fallback, scheduler: scheduler)
            subscription.setDisposable(sink)
            sink.start()
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class TimeoutSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // `generation` is touched only by serialized operations (see `TimedSink`); `otherSubscription`
    // is a thread-safe disposable that never changes.
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let otherSubscription = SingleAssignmentDisposable()
    private var generation: UInt64 = 0

    internal init(
        observer: AnyObserver<Element>,
        dueTime: RxTimeInterval,
        other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.dueTime = dueTime
        self.other = other
        super.init(observer: observer, scheduler: scheduler)
    }

    /// Starts the timer for the first element, before the source is subscribed, as RxSwift does.
    internal func start() {
        scheduleTick(generation, after: dueTime)
    }

    override internal func handle(_ event: Event<Element>) {
        generation &+= 1
        switch event {
        case .next:
            forward(event)
            scheduleTick(generation, after: dueTime)
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        guard id == generation, let observer = detachObserver() else { return }
        // From here on `other` talks to the downstream directly; this sink delivers nothing more.
        upstream.dispose()
        other.run(observer, otherSubscription)
    }

    override internal func disposeResources() {
        otherSubscription.dispose()
    }
}
