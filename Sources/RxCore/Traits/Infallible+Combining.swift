extension InfallibleType {
    /// Emits this sequence's elements, then, once it completes, those of `second`.
    ///
    /// - Parameter second: The sequence to continue with.
    /// - Returns: Both sequences' elements, one after the other.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(raw: Observable.concat([asObservable(), second.asObservable()]))
    }

    /// Emits the elements of each sequence of `sequence` in turn.
    ///
    /// - Parameter sequence: The sequences, in order.
    /// - Returns: Their elements, one sequence after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(sequence.lazy.map(\.source)))
    }

    /// Emits the elements of each sequence of `collection` in turn.
    ///
    /// - Parameter collection: The sequences, in order.
    /// - Returns: Their elements, one sequence after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(collection.map(\.source)))
    }

    /// Emits the elements of each of `sources` in turn.
    ///
    /// - Parameter sources: The sequences, in order.
    /// - Returns: Their elements, one sequence after another.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        concat(sources)
    }

    /// Merges the elements of `sources` as they arrive.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: All their elements; completes when all have completed.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map(\.source)))
    }

    /// Merges the elements of `sources` as they arrive.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: All their elements; completes when all have completed.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map(\.source)))
    }

    /// Merges the elements of `sources` as they arrive.
    ///
    /// ```swift
    /// let events = Infallible.merge(taps.map { "tap" }, swipes.map { "swipe" })
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: All their elements; completes when all have completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        merge(sources)
    }

    /// Combines the latest elements of every sequence in `collection` with `resultSelector`
    /// whenever one of them emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - collection: The sequences.
    ///   - resultSelector: Combines their latest elements, in the collection's order.
    /// - Returns: The combinations.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(raw: Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits the latest elements of every sequence in `collection` whenever one of them emits,
    /// once each has emitted.
    ///
    /// - Parameter collection: The sequences.
    /// - Returns: Arrays of their latest elements, in the collection's order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(raw: Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
