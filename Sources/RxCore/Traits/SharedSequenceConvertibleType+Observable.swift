extension SharedSequenceConvertibleType {
    /// Returns the events of ``asSharedSequence()`` as an ``Observable``.
    ///
    /// A type that conforms to `SharedSequenceConvertibleType` only has to implement
    /// `asSharedSequence()`, as with RxCocoa:
    ///
    /// ```swift
    /// final class ActivityIndicator: SharedSequenceConvertibleType {
    ///     typealias Element = Bool
    ///     typealias SharingStrategy = DriverSharingStrategy
    ///     private let loading = BehaviorRelay(value: false)
    ///     func asSharedSequence() -> Driver<Bool> { loading.asDriver() }
    /// }
    /// ```
    ///
    /// - Returns: The shared sequence's observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
