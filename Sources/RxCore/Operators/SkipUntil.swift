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
            sink.downstreamSubscription = subscription
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.sourceSubscription)
            other.run(AnyObserver { [sink] event in sink.otherOn(event) }, sink.otherSubscription)
        }
    }
}

/// Drops the source's elements until the other sequence emits; ``UntilSink`` serializes the two.
@usableFromInline
internal final class SkipUntilSink<Element>: UntilSink<Element>, ObserverType, @unchecked Sendable {
    // Set once before anything runs, and read by queue operations. Ending without a terminal
    // event disposes it: the downstream observer holds this subscription, and it holds the sink,
    // which holds the observer, so only disposing it lets the chain go.
    @usableFromInline
    internal var downstreamSubscription: SingleAssignmentDisposable?

    // Touched only by queue operations: whether `other` has emitted, and whether it is done.
    @usableFromInline
    @exclusivity(unchecked)
    internal var forwarding = false

    @usableFromInline
    @exclusivity(unchecked)
    internal var otherDone = false

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
            forwardTerminal(.error(error))
        case .source(.completed):
            if forwarding {
                forwardTerminal(.completed)
            } else {
                stopped = true
                dispose()
                downstreamSubscription?.dispose()
                downstreamSubscription = nil
            }
        case .otherNext:
            guard !otherDone else { return }
            otherDone = true
            forwarding = true
            otherSubscription.dispose()
        case .otherError(let error):
            guard !otherDone else { return }
            forwardTerminal(.error(error))
        case .otherCompleted:
            otherDone = true
            otherSubscription.dispose()
        }
    }
}
