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
internal final class MaterializeSink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Event<Element>>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only: set once the source's terminal event was forwarded, after which nothing
    // more is delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Event<Element>>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        guard event.isStopEvent else {
            observer.on(.next(event))
            return
        }
        stopped = true
        observer.on(.next(event))
        observer.on(.completed)
        subscription.dispose()
    }
}
