extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner sequence only, switching when a new one arrives.
    ///
    /// - Returns: A shared sequence with the inner sequences' sharing strategy.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
    }
}
