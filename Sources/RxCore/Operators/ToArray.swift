extension ObservableType {
    /// Collects every element and emits them as one array when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).toArray()  // success([1, 2, 3])
    /// ```
    ///
    /// An empty source emits `[]`. Do not use it on sequences that never complete.
    ///
    /// - Returns: A `Single` of the array, emitted when the source completes.
    /// - Complexity: O(*n*) memory for *n* elements.
    @inlinable
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(
            raw: Observable<[Element]>.make { observer, subscription in
                source.run(AnyObserver(ToArraySink(observer: observer, subscription: subscription)), subscription)
            }
        )
    }
}

@usableFromInline
internal final class ToArraySink<Element>: SingleUpstreamSink<[Element]>, ObserverType {
    // Event path only (the source delivers serialized events): the elements so far.
    @usableFromInline
    @exclusivity(unchecked)
    internal var elements: [Element] = []

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            elements = []
            fail(error)
        case .completed:
            let result = elements
            elements = []
            forwardLast(result)
        }
    }
}
