extension ObservableType {
    /// Turns every event of the source, including the terminal one, into an element.
    ///
    /// ```swift
    /// Observable.of(1, 2).materialize()  // .next(1), .next(2), .completed, then completed
    /// ```
    ///
    /// The result never fails: a source error becomes an `.error` element followed by completion.
    ///
    /// - Returns: An observable of the source's events as elements.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable<Event<Element>>.make { observer, subscription in
            let sink = MaterializeSink(observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class MaterializeSink<Element>: SingleUpstreamSink<Event<Element>>, ObserverType {
    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        if event.isStopEvent {
            forwardLast(event)
        } else {
            forward(event)
        }
    }
}
