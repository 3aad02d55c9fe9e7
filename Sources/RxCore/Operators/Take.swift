extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source.
    ///
    /// ```swift
    /// Observable.repeatElement(7).take(2)  // 7, 7, completed
    /// ```
    ///
    /// `take(0)` completes at once without subscribing to the source, as in RxSwift.
    ///
    /// - Parameter count: The number of elements to emit; must not be negative.
    /// - Returns: An observable of at most `count` elements.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): count can't be negative")
        if count == 0 { return Observable<Element>.empty() }
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TakeCountSink(count: count, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class TakeCountSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    // Event path only: elements still to emit.
    @usableFromInline
    @exclusivity(unchecked)
    internal var remaining: Int

    @inlinable
    internal init(count: Int, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.remaining = count
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            remaining -= 1
            if remaining > 0 {
                forward(element)
            } else {
                forwardLast(element)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
