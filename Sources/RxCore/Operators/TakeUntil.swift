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

/// Serializes the events of the source and of the other sequence, which may arrive on different
/// threads, through the inherited ``SerializingQueue``.
@usableFromInline
internal final class TakeUntilSink<Element>: SerializingQueue<UntilOperation<Element>>, ObserverType, Disposable,
    @unchecked Sendable
{
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    internal let otherSubscription = SingleAssignmentDisposable()

    // Touched only by queue operations: set once this sink sent a terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<Element>) {
        self.observer = observer
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

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
            stopped = true
            observer.on(event)
            dispose()
        case .otherNext:
            stopped = true
            observer.on(.completed)
            dispose()
        case .otherError(let error):
            stopped = true
            observer.on(.error(error))
            dispose()
        case .otherCompleted:
            otherSubscription.dispose()
        }
    }

    @usableFromInline
    internal func dispose() {
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}
