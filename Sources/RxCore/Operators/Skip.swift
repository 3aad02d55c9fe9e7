extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).skip(2)  // 3, completed
    /// ```
    ///
    /// - Parameter count: The number of elements to drop; zero or less drops nothing.
    /// - Returns: An observable of the elements after the first `count`.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SkipCountSink(count: count, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class SkipCountSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    // Event path only: elements still to drop.
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
        case .next:
            if remaining > 0 {
                remaining -= 1
                return
            }
            observer.on(event)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
