extension SharedSequence {
    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when
    /// the previous one completes.
    ///
    /// ```swift
    /// let steps = Driver.concat([Driver.just("loading"), results.map { "\($0.count) heroes" }])
    /// ```
    ///
    /// - Parameter sequence: The shared sequences, in order.
    /// - Returns: A shared sequence of their elements, one sequence after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<
        SharingStrategy, Element
    >
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one
    /// when the previous one completes.
    ///
    /// - Parameter collection: The shared sequences, in order.
    /// - Returns: A shared sequence of their elements, one sequence after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<
        SharingStrategy, Element
    >
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Emits this sequence's elements, then, once it completes, those of `second`.
    ///
    /// - Parameter second: The sequence to continue with.
    /// - Returns: A shared sequence of both sequences' elements.
    public func concat<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<
        SharingStrategy, Element
    >
    where Second.SharingStrategy == SharingStrategy, Second.Element == Element {
        SharedSequence(asObservable().concat(second.asObservable()))
    }
}
