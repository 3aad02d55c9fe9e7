extension ObservableType {
    /// Collects every element and emits them as one array when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).toArray()  // [1, 2, 3], completed
    /// ```
    ///
    /// An empty source emits `[]`. Do not use it on sequences that never complete.
    ///
    /// - Note: RxSwift 6 returns `Single<[Element]>`. Until RxCore has `Single`, this returns an
    ///   `Observable` that emits exactly one array (or fails), which is what the `Single` wraps.
    /// - Returns: An observable of one array, emitted when the source completes.
    /// - Complexity: O(*n*) memory for *n* elements.
    @inlinable
    public func toArray() -> Observable<[Element]> {
        let source = asObservable()
        return Observable<[Element]>.make { observer, subscription in
            source.run(AnyObserver(ToArraySink(observer: observer)), subscription)
        }
    }
}

@usableFromInline
internal final class ToArraySink<Element>: ObserverType {
    @usableFromInline
    internal let observer: AnyObserver<[Element]>

    // Event path only (the source delivers serialized events).
    @usableFromInline
    @exclusivity(unchecked)
    internal var elements: [Element] = []

    @inlinable
    internal init(observer: AnyObserver<[Element]>) {
        self.observer = observer
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            elements = []
            observer.on(.error(error))
        case .completed:
            let result = elements
            elements = []
            observer.on(.next(result))
            observer.on(.completed)
        }
    }
}
