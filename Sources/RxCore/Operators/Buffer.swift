extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous one was emitted, whichever comes first.
    ///
    /// ```swift
    /// logLines.buffer(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
    ///     .subscribe(onNext: { batch in upload(batch) })
    /// ```
    ///
    /// Every emission starts a new window and its timer, so a quiet window emits an empty array,
    /// as in RxSwift. On completion the current buffer is emitted (even when empty), then the
    /// completion; an error drops the buffer.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window lasts.
    ///   - count: The most elements a window holds.
    ///   - scheduler: Where the timers run.
    /// - Returns: A sequence of buffers.
    /// - Complexity: amortized O(1) per element; O(`count`) memory for the buffer being filled.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Observable<[Element]>.make { observer, subscription in
            let sink = BufferSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            subscription.setDisposable(sink)
            sink.scheduleTick(0, after: timeSpan)
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

internal final class BufferSink<Element>: TimedSink<Element, [Element]>, @unchecked Sendable {
    // The `var`s are touched only by serialized operations (see `TimedSink`).
    private let timeSpan: RxTimeInterval
    private let count: Int
    private var buffer: [Element] = []
    private var window: UInt64 = 0

    internal init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        super.init(observer: observer, scheduler: scheduler)
    }

    override internal func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count {
                emitAndStartWindow()
            }
        case .error(let error):
            buffer = []
            forwardTerminal(.error(error))
        case .completed:
            let last = buffer
            buffer = []
            forward(.next(last))
            forwardTerminal(.completed)
        }
    }

    override internal func handleTick(_ id: UInt64) {
        if id == window { emitAndStartWindow() }
    }

    override internal func releaseState() {
        buffer = []
    }

    private func emitAndStartWindow() {
        window &+= 1
        let full = buffer
        buffer = []
        forward(.next(full))
        scheduleTick(window, after: timeSpan)
    }
}
