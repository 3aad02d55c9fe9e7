extension ObservableType {
    /// Combines each element with `object`, held weakly, through `resultSelector`; completes as
    /// soon as an element arrives after `object` was deallocated.
    ///
    /// ```swift
    /// taps.withUnretained(self) { owner, _ in owner.title }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`; not retained.
    ///   - resultSelector: Combines `object` and an element.
    /// - Returns: An observable of the combined values.
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result>.make { [weak object] observer, subscription in
            let sink = WithUnretainedSink(
                object: object,
                resultSelector: resultSelector,
                observer: observer,
                subscription: subscription
            )
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// Pairs each element with `object`, held weakly; completes as soon as an element arrives
    /// after `object` was deallocated.
    ///
    /// ```swift
    /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.save() })
    /// ```
    ///
    /// - Parameter object: The object paired with each element; not retained.
    /// - Returns: An observable of `(object, element)` tuples.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

internal final class WithUnretainedSink<Object: AnyObject, Element, Result>: SingleUpstreamSink<Result>, ObserverType {
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Result

    internal init(
        object: Object?,
        resultSelector: @escaping (Object, Element) -> Result,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, subscription: subscription)
    }

    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            guard let object else {
                complete()
                return
            }
            forward(resultSelector(object, element))
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
