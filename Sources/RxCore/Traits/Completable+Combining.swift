extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs every completable of `sources` at once and completes when all have: `merge` under the
    /// other name RxSwift gives it.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Runs every completable of `sources` at once and completes when all have.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// Runs every completable of `sources` at once and completes when all have.
    ///
    /// ```swift
    /// Completable.zip(save(hero), save(team)).subscribe(onCompleted: { close() })
    /// ```
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs every completable of `sources` at once and completes when all have.
    ///
    /// The first error fails the result and disposes the others.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs every completable of `sources` at once and completes when all have.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func merge(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs every completable of `sources` at once and completes when all have.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes after all of them, or fails with the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the completables of `sequence` one after another: each starts when the previous one
    /// completes.
    ///
    /// - Parameter sequence: The completables, in order.
    /// - Returns: A completable that completes after the last one, or fails with the first error.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.lazy.map(\.source)))
    }

    /// Runs the completables of `collection` one after another.
    ///
    /// - Parameter collection: The completables, in order.
    /// - Returns: A completable that completes after the last one, or fails with the first error.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.map(\.source)))
    }

    /// Runs the completables of `sources` one after another.
    ///
    /// ```swift
    /// Completable.concat(migrate(), seed(), warmCache())
    /// ```
    ///
    /// - Parameter sources: The completables, in order.
    /// - Returns: A completable that completes after the last one, or fails with the first error.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs this completable, then `second`.
    ///
    /// - Parameter second: The completable to run after this one completes.
    /// - Returns: A completable that completes after both, or fails with the first error.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }
}
