extension ObservableType {
    /// Emits `elements` first, then subscribes to the source and emits its events.
    ///
    /// ```swift
    /// query.startWith("")  // "" at once, then every query
    /// ```
    ///
    /// Disposing the subscription while the prefix is emitted (as a downstream `take` does) stops
    /// it, and the source is then never subscribed. The source is disposed as soon as it
    /// terminates, as in RxSwift.
    ///
    /// - Parameter elements: The elements to emit before the source's, in order.
    /// - Returns: An observable of `elements` followed by the source's events.
    /// - Complexity: O(*k*) per subscription for the *k* elements emitted first.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            for element in elements {
                if subscription.isDisposed { return }
                observer.on(.next(element))
            }
            if subscription.isDisposed { return }
            source.run(AnyObserver(StartWithSink(observer: observer, subscription: subscription)), subscription)
        }
    }
}

/// Forwards the source's events and disposes its subscription after a terminal one.
@usableFromInline
internal final class StartWithSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            forward(element)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
