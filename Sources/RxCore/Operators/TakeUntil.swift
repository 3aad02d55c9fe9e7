extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes and disposes
    /// both.
    ///
    /// ```swift
    /// ticks.take(until: stopButtonTaps)
    /// ```
    ///
    /// `other` is subscribed first. If it fails, the result fails; if it completes without an
    /// element, it is disposed and the source continues alone.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: An observable of the source's elements up to `other`'s first element.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TakeUntilSink(observer: observer)
            subscription.setDisposable(sink)
            other.run(AnyObserver { [sink] event in sink.otherOn(event) }, sink.otherSubscription)
            source.run(AnyObserver(sink), sink.sourceSubscription)
        }
    }
}

/// Forwards the source until the other sequence emits; ``UntilSink`` serializes the two.
@usableFromInline
internal final class TakeUntilSink<Element>: UntilSink<Element>, ObserverType, @unchecked Sendable {
    // Sendable: its state is touched only by operations of the inherited queue (see ``UntilSink``).
    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        perform(.source(event)) { operation in self.process(operation) }
    }

    @inlinable
    internal func otherOn<Other>(_ event: Event<Other>) {
        perform(.other(event)) { operation in self.process(operation) }
    }

    @inlinable
    internal func process(_ operation: UntilOperation<Element>) {
        guard !stopped else { return }
        switch operation {
        case .source(let event):
            if case .next = event {
                observer.on(event)
                return
            }
            forwardTerminal(event)
        case .otherNext:
            forwardTerminal(.completed)
        case .otherError(let error):
            forwardTerminal(.error(error))
        case .otherCompleted:
            otherSubscription.dispose()
        }
    }
}
