import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`, keeping the gaps between them.
    ///
    /// ```swift
    /// toast.delay(.seconds(2), scheduler: MainScheduler.instance)
    /// ```
    ///
    /// An error is not delayed: it is forwarded as soon as it arrives, and the elements still
    /// waiting are dropped, as in RxSwift. The source subscription ends when the source
    /// terminates; the delayed completion follows `dueTime` later.
    ///
    /// - Parameters:
    ///   - dueTime: How much later each event is delivered.
    ///   - scheduler: Where the timers run and the delayed events are delivered.
    /// - Returns: The delayed sequence.
    /// - Complexity: amortized O(1) per event; O(*k*) memory for the *k* events received but not yet delivered.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class DelaySink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // The `var`s are touched only by serialized operations (see `TimedSink`). `queue[head...]`
    // holds the events waiting, with the time each arrived; a timer is running exactly when
    // `draining` is set.
    private let dueTime: RxTimeInterval
    private var queue: [(time: Date, event: Event<Element>)] = []
    private var head = 0
    private var draining = false

    internal init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        super.init(observer: observer, scheduler: scheduler)
    }

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            releaseState()
            forwardTerminal(.error(error))
        case .next, .completed:
            if event.isStopEvent { upstream.dispose() }
            queue.append((scheduler.now, event))
            if !draining {
                draining = true
                scheduleTick(0, after: dueTime)
            }
        }
    }

    // Delivers one event per timer, then starts the timer for the next one from its own arrival
    // time, as RxSwift's delay does (same-time events therefore go out one scheduler step apart).
    override internal func handleTick(_ id: UInt64) {
        guard head < queue.count else {
            draining = false
            return
        }
        let event = queue[head].event
        queue[head] = (queue[head].time, .completed)
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
        if event.isStopEvent {
            forwardTerminal(event)
            return
        }
        forward(event)
        if head < queue.count {
            scheduleTick(0, after: dueTime.reduced(bySpanFrom: queue[head].time, to: scheduler.now))
        } else {
            draining = false
        }
    }

    override internal func releaseState() {
        queue = []
        head = 0
    }
}
