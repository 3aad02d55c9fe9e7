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
            source.run(AnyObserver(SkipCountSink(count: count, observer: observer)), subscription)
        }
    }
}

@usableFromInline
internal final class SkipCountSink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<Element>

    // Event path only: elements still to drop.
    @usableFromInline
    @exclusivity(unchecked)
    internal var remaining: Int

    @inlinable
    internal init(count: Int, observer: AnyObserver<Element>) {
        self.remaining = count
        self.observer = observer
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        if case .next = event, remaining > 0 {
            remaining -= 1
            return
        }
        observer.on(event)
    }
}
