extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Combines each element with `object`, held weakly, through `resultSelector`; completes as
    /// soon as an element arrives after `object` was deallocated.
    ///
    /// RxCocoa offers this on `Signal` only; for a `Driver`, use `drive(with:onNext:)`.
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`; not retained.
    ///   - resultSelector: Combines `object` and an element.
    /// - Returns: A signal of the combined values.
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Result
    ) -> Signal<Result> {
        Signal(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; completes as soon as an element arrives
    /// after `object` was deallocated.
    ///
    /// - Parameter object: The object paired with each element; not retained.
    /// - Returns: A signal of `(object, element)` tuples.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Signal<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
