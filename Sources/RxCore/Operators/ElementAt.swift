extension ObservableType {
    /// Emits only the element at `index` (counting from zero), then completes and disposes the
    /// source.
    ///
    /// ```swift
    /// Observable.of("a", "b", "c").element(at: 1)  // "b", completed
    /// ```
    ///
    /// If the source completes first, the sequence fails with ``RxError/argumentOutOfRange``.
    ///
    /// - Parameter index: The zero-based position of the element; must not be negative.
    /// - Returns: An observable of one element.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative")
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = ElementAtSink(index: index, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class ElementAtSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    // Event path only: elements still to skip.
    @usableFromInline
    @exclusivity(unchecked)
    internal var remaining: Int

    @inlinable
    internal init(index: Int, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.remaining = index
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
                return
            }
            forwardLast(element)
        case .error(let error):
            fail(error)
        case .completed:
            fail(RxError.argumentOutOfRange)
        }
    }
}
