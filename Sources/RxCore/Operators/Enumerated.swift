extension ObservableType {
    /// Pairs each element with its position in the sequence, counting from zero.
    ///
    /// ```swift
    /// Observable.of("a", "b").enumerated()  // (0, "a"), (1, "b"), completed
    /// ```
    ///
    /// - Returns: An observable of `(index, element)` tuples.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Observable<(index: Int, element: Element)>.make { observer, subscription in
            let sink = EnumeratedSink<Element>(observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

internal final class EnumeratedSink<Element>: SingleUpstreamSink<(index: Int, element: Element)>, ObserverType {
    // Event path only: the index of the next element.
    private var nextIndex = 0

    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let (index, overflow) = nextIndex.addingReportingOverflow(1)
            guard !overflow else {
                fail(RxError.overflow)
                return
            }
            forward((nextIndex, element))
            nextIndex = index
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
