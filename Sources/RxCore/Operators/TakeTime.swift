extension ObservableType {
    /// Emits the source's elements for `duration` after subscription, then completes.
    ///
    /// ```swift
    /// sensorReadings.take(for: .seconds(10), scheduler: scheduler)
    /// ```
    ///
    /// A source that terminates earlier ends the result at that moment.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: Where the timer runs; the completion is delivered there.
    /// - Returns: The elements sent during `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TakeTimeSink(observer: observer, scheduler: scheduler)
            subscription.setDisposable(sink)
            sink.scheduleTick(0, after: duration)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class TakeTimeSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // Sendable: events and ticks are serialized by ``TimedSink``, which guards all of its state.
    override internal func handle(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        forwardTerminal(.completed)
    }
}
