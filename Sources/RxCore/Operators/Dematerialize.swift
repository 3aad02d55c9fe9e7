extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events themselves; the inverse of
    /// ``ObservableType/materialize()``.
    ///
    /// ```swift
    /// Observable.of(Event.next(1), .completed).dematerialize()  // 1, completed
    /// ```
    ///
    /// An `.error` or `.completed` element ends the sequence and disposes the source.
    ///
    /// - Returns: An observable of the events carried by the elements.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Observable<Element.Element>.make { observer, subscription in
            let sink = DematerializeSink<Element>(observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class DematerializeSink<Element: EventConvertible>: SingleUpstreamSink<Element.Element>, ObserverType {
    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let inner = element.event
            if inner.isStopEvent {
                forwardTerminal(inner)
            } else {
                observer.on(inner)
            }
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
