extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Combines the elements of every single in `collection` with `resultSelector`, once all have
    /// succeeded.
    ///
    /// ```swift
    /// let team = Single.zip(ids.map(api.hero)) { heroes in Team(heroes) }
    /// ```
    ///
    /// The result fails with the first error. An empty collection succeeds at once with
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The singles to wait for.
    ///   - resultSelector: Combines their elements, in the collection's order; if it throws, the
    ///     result fails.
    /// - Returns: The single of the combination.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return .deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Collects the elements of every single in `collection`, once all have succeeded.
    ///
    /// The result fails with the first error; an empty collection succeeds at once with `[]`.
    ///
    /// - Parameter collection: The singles to wait for.
    /// - Returns: The single of their elements, in the collection's order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Single<[Element]>
    where Collection.Element == Single<Element> {
        zip(collection) { $0 }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Combines the elements of every maybe in `collection` with `resultSelector`, once all have
    /// succeeded.
    ///
    /// If a maybe completes empty, the result completes without an element once every maybe has
    /// finished; it fails with the first error. An empty collection succeeds at once with
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The maybes to wait for.
    ///   - resultSelector: Combines their elements, in the collection's order; if it throws, the
    ///     result fails.
    /// - Returns: The maybe of the combination.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return .deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Collects the elements of every maybe in `collection`, once all have succeeded.
    ///
    /// - Parameter collection: The maybes to wait for.
    /// - Returns: The maybe of their elements, in the collection's order; empty if one of them is.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Maybe<[Element]>
    where Collection.Element == Maybe<Element> {
        zip(collection) { $0 }
    }
}
