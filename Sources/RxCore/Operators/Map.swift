extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// If `transform` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: An observable of the transformed elements.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // A `FusedObservable`, so that a `filter` or `distinctUntilChanged` after it shares its sink.
        FusedObservable.mapping(asObservable(), transform)
    }
}
