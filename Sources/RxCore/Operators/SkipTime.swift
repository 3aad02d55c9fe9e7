extension ObservableType {
    /// Drops the source's elements for `duration` after subscription, then emits the rest.
    ///
    /// ```swift
    /// locationUpdates.skip(.seconds(2), scheduler: scheduler)  // ignore the first, rough fixes
    /// ```
    ///
    /// Errors and completion pass through at any time. This is RxSwift's name; ``skip(for:scheduler:)``
    /// is the same operator, named like `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements sent after `duration`.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SkipTimeSink(observer: observer, scheduler: scheduler)
            subscription.setDisposable(sink)
            sink.scheduleTick(0, after: duration)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }

    /// Drops the source's elements for `duration` after subscription, then emits the rest.
    ///
    /// The same operator as ``skip(_:scheduler:)-(RxTimeInterval,_)``, spelled like `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements sent after `duration`.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(duration, scheduler: scheduler)
    }
}

internal final class SkipTimeSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // Touched only by serialized operations (see `TimedSink`).
    private var open = false

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .next:
            if open { forward(event) }
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        open = true
    }
}
