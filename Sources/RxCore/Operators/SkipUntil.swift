extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then emits the rest.
    ///
    /// ```swift
    /// positions.skip(until: startButtonTaps)
    /// ```
    ///
    /// The source is subscribed first. `other` is disposed after its first element or when it
    /// completes. If `other` fails, the result fails.
    ///
    /// - Note: As in RxSwift, if the source completes before `other` emitted, the result ends
    ///   without any event (its subscription is disposed, nothing is forwarded).
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: An observable of the source's elements after `other`'s first element.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SkipUntilSink(observer: observer)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.sourceSubscription)
            other.run(AnyObserver { [sink] event in sink.otherOn(event) }, sink.otherSubscription)
        }
    }
}

/// Serializes the events of the source and of the other sequence, which may arrive on different
/// threads, through the inherited ``SerializingQueue``.
@usableFromInline
internal final class SkipUntilSink<Element>: SerializingQueue<UntilOperation<Element>>, ObserverType, Disposable,
    @unchecked Sendable
{
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    internal let otherSubscription = SingleAssignmentDisposable()

    // Touched only by queue operations: whether `other` has emitted, whether it is done, and
    // whether this sink has ended.
    @usableFromInline
    @exclusivity(unchecked)
    internal var forwarding = false

    @usableFromInline
    @exclusivity(unchecked)
    internal var otherDone = false

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
        case .source(.next(let element)):
            if forwarding { observer.on(.next(element)) }
        case .source(.error(let error)):
            stopped = true
            observer.on(.error(error))
            dispose()
        case .source(.completed):
            stopped = true
            if forwarding { observer.on(.completed) }
            dispose()
        case .otherNext:
            guard !otherDone else { return }
            otherDone = true
            forwarding = true
            otherSubscription.dispose()
        case .otherError(let error):
            guard !otherDone else { return }
            stopped = true
            observer.on(.error(error))
            dispose()
        case .otherCompleted:
            otherDone = true
            otherSubscription.dispose()
        }
    }

    @usableFromInline
    internal func dispose() {
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}
