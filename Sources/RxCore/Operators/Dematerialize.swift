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
internal final class DematerializeSink<Element: EventConvertible>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Element.Element>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once a terminal event was forwarded.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Element.Element>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let inner = element.event
            guard inner.isStopEvent else {
                observer.on(inner)
                return
            }
            stopped = true
            observer.on(inner)
            subscription.dispose()
        case .error(let error):
            stopped = true
            observer.on(.error(error))
            subscription.dispose()
        case .completed:
            stopped = true
            observer.on(.completed)
            subscription.dispose()
        }
    }
}
