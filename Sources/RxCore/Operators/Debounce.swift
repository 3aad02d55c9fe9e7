extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element: bursts collapse
    /// to their last element.
    ///
    /// ```swift
    /// searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { query in search(query) })
    /// ```
    ///
    /// Each element restarts the timer. When the source completes, the element still waiting is
    /// emitted at once, then the completion; an error is forwarded at once and drops the waiting
    /// element. The timers run on `scheduler`, and the elements are delivered there.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before the latest element is emitted.
    ///   - scheduler: Where the timers run.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class DebounceSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // `generation` and `waiting` are touched only by serialized operations (see `TimedSink`).
    private let dueTime: RxTimeInterval
    private var generation: UInt64 = 0
    private var waiting: Element?

    internal init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        super.init(observer: observer, scheduler: scheduler)
    }

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            generation &+= 1
            waiting = element
            scheduleTick(generation, after: dueTime)
        case .error(let error):
            waiting = nil
            forwardTerminal(.error(error))
        case .completed:
            if let element = waiting {
                waiting = nil
                forward(.next(element))
            }
            forwardTerminal(.completed)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        guard id == generation, let element = waiting else { return }
        waiting = nil
        forward(.next(element))
    }

    override internal func releaseState() {
        waiting = nil
    }
}
