import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first element at once, then, with `latest`,
    /// the latest element of each window when the window ends.
    ///
    /// ```swift
    /// refreshTaps.throttle(.seconds(1), scheduler: MainScheduler.instance)  // no double refresh
    /// ```
    ///
    /// An element that arrives `dueTime` or more after the last emitted one is emitted at once.
    /// One that arrives sooner is, with `latest: true` (the default), kept and emitted when
    /// `dueTime` has passed since the last emission, replacing any element kept before it; with
    /// `latest: false` it is dropped. A completion waits for a kept element to be emitted; an
    /// error is forwarded at once and drops it. This is RxSwift 6's `throttle`.
    ///
    /// - Parameters:
    ///   - dueTime: The minimum time between two emitted elements.
    ///   - latest: Whether to emit the latest element of a window when it ends.
    ///   - scheduler: Where the timers run and the clock is read.
    /// - Returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class ThrottleSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // The `var`s are touched only by serialized operations (see `TimedSink`).
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private var kept: Element?
    private var lastSentTime: Date?
    private var completed = false

    internal init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        super.init(observer: observer, scheduler: scheduler)
    }

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let remaining = lastSentTime.map { dueTime.reduced(bySpanFrom: $0, to: scheduler.now) } ?? .nanoseconds(0)
            if remaining.isNow {
                send(element)
                return
            }
            guard latest else { return }
            let timerRunning = kept != nil
            kept = element
            if !timerRunning {
                scheduleTick(0, after: remaining)
            }
        case .error(let error):
            kept = nil
            forwardTerminal(.error(error))
        case .completed:
            if kept != nil {
                // The source is done; only the kept element and the completion remain.
                completed = true
                upstream.dispose()
            } else {
                forwardTerminal(.completed)
            }
        }
    }

    override internal func handleTick(_ id: UInt64) {
        if let element = kept {
            send(element)
        }
        if completed {
            forwardTerminal(.completed)
        }
    }

    override internal func releaseState() {
        kept = nil
    }

    private func send(_ element: Element) {
        kept = nil
        forward(.next(element))
        // Read the clock after delivery, as RxSwift does: slow downstream work widens the gap.
        lastSentTime = scheduler.now
    }
}
