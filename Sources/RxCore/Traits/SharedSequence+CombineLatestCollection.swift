extension SharedSequence {
    /// Emits an array of the latest elements of every shared sequence in `collection` whenever
    /// any of them emits, once each has emitted.
    ///
    /// ```swift
    /// let flags: Driver<[Bool]> = Driver.combineLatest([nameValid, emailValid])
    /// ```
    ///
    /// - Parameter collection: The sources, all of this kind.
    /// - Returns: A shared sequence of arrays holding one element per source, in collection order.
    /// - Complexity: O(*n*) per element for *n* sources.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
