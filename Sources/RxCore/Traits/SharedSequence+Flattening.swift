extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner shared sequence, disposing the previous one each
    /// time a new one arrives.
    ///
    /// ```swift
    /// let results: Driver<[Hero]> = queries.map(search).switchLatest()
    /// ```
    ///
    /// - Returns: A shared sequence of the inner sequences' kind.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
    }

    /// Emits the elements of every inner shared sequence as they arrive.
    ///
    /// - Returns: A shared sequence of the inner sequences' kind.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.merge())
    }

    /// Emits the elements of the inner shared sequences, subscribed to at most `maxConcurrent`
    /// at a time; the others wait their turn.
    ///
    /// - Parameter maxConcurrent: How many inner sequences are subscribed at once; at least 1.
    /// - Returns: A shared sequence of the inner sequences' kind.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(
            asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent)
        )
    }
}
