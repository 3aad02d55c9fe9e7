extension ObservableType {
    /// Emits the first element (or `nil` if the source completes empty), then completes and
    /// disposes the source.
    ///
    /// ```swift
    /// Observable.of(4, 5).first()            // success(Optional(4))
    /// Observable<Int>.empty().first()        // success(nil)
    /// ```
    ///
    /// - Returns: A `Single` of the first element, or of `nil` for an empty source.
    @inlinable
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(
            raw: Observable<Element?>.make { observer, subscription in
                source.run(AnyObserver(FirstSink(observer: observer, subscription: subscription)), subscription)
            }
        )
    }
}

@usableFromInline
internal final class FirstSink<Element>: SingleUpstreamSink<Element?>, ObserverType {
    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            forwardLast(element)
        case .error(let error):
            fail(error)
        case .completed:
            forwardLast(nil)
        }
    }
}
