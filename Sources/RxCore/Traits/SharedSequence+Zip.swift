extension SharedSequence {
    /// Combines the elements of every sequence in `collection` one by one with `resultSelector`:
    /// the *n*th result combines the *n*th element of each.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Combines one element of each, in the collection's order.
    /// - Returns: A shared sequence of the combinations.
    public static func zip<Collection: Swift.Collection, Source>(
        _ collection: Collection,
        resultSelector: @escaping ([Source]) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Source> {
        SharedSequence(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Collects the elements of every sequence in `collection` one by one: the *n*th array holds
    /// the *n*th element of each.
    ///
    /// - Parameter collection: The shared sequences.
    /// - Returns: A shared sequence of arrays, in the collection's order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<
        SharingStrategy, [Element]
    >
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
