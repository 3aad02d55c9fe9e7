extension ObservableType {
    /// Emits the last `count` elements when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).takeLast(2)  // 3, 4, completed (all when the source completes)
    /// ```
    ///
    /// The elements are held until completion; if the source fails, only the error is emitted.
    ///
    /// - Parameter count: The number of trailing elements to emit; must not be negative.
    /// - Returns: An observable of at most `count` elements, emitted at the source's completion.
    /// - Complexity: O(`count`) memory; O(1) per element.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count can't be negative")
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TakeLastSink(count: count, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class TakeLastSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    @usableFromInline
    internal let count: Int

    // Event path only: a ring of the last `count` elements; `oldest` indexes the oldest one once
    // the ring is full.
    @usableFromInline
    @exclusivity(unchecked)
    internal var ring: [Element] = []

    @usableFromInline
    @exclusivity(unchecked)
    internal var oldest = 0

    @inlinable
    internal init(count: Int, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.count = count
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            if ring.count < count {
                ring.append(element)
            } else {
                ring[oldest] = element
                oldest = oldest + 1 == count ? 0 : oldest + 1
            }
        case .error(let error):
            ring = []
            fail(error)
        case .completed:
            stopped = true
            let elements = ring
            let start = oldest
            ring = []
            for offset in elements.indices {
                // A downstream `take` may stop us while we drain.
                if subscription.isDisposed { return }
                forward(elements[(start + offset) % elements.count])
            }
            complete()
        }
    }
}
