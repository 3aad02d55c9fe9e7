extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: An observable of the passing elements.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Fuses onto a preceding `map` or `filter` (see `FusedObservable`).
        FusedObservable.filtering(asObservable(), predicate)
    }
}
