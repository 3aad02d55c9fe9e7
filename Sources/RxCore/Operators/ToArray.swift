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
internal final class ToArraySink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<[Element]>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event path only (the source delivers serialized events): the elements so far, and whether
    // a terminal event was forwarded, after which nothing more is delivered.
    @usableFromInline
    @exclusivity(unchecked)
    internal var elements: [Element] = []

    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(observer: AnyObserver<[Element]>, subscription: SingleAssignmentDisposable) {
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            stopped = true
            elements = []
            observer.on(.error(error))
            subscription.dispose()
        case .completed:
            stopped = true
            let result = elements
            elements = []
            observer.on(.next(result))
            observer.on(.completed)
            subscription.dispose()
        }
    }
}
