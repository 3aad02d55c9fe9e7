extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`.
    ///
    /// If `transform` throws, the single fails with that error.
    ///
    /// - Parameter transform: The function applied to the element.
    /// - Returns: A single of the transformed element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the single that `selector` returns for the element.
    ///
    /// ```swift
    /// loadHero(id: 7).flatMap { hero in loadTeam(of: hero) }
    /// ```
    ///
    /// - Parameter selector: Returns the next single for the element; may throw.
    /// - Returns: The outcome of the second single.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { try selector($0).source }, onCompleted: nil))
    }

    /// Continues with the maybe that `selector` returns for the element.
    ///
    /// - Parameter selector: Returns the next maybe for the element; may throw.
    /// - Returns: The outcome of that maybe.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { try selector($0).source }, onCompleted: nil))
    }

    /// Continues with the completable that `selector` returns for the element.
    ///
    /// - Parameter selector: Returns the completable to run for the element; may throw.
    /// - Returns: The outcome of that completable.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { try selector($0).source }, onCompleted: nil))
    }

    /// Keeps the element only if it satisfies `predicate`; otherwise the result is empty.
    ///
    /// - Parameter predicate: Decides whether the element passes; may throw.
    /// - Returns: A maybe of the element.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element, keeping the result only if it is not `nil`.
    ///
    /// - Parameter transform: The function applied to the element; may throw.
    /// - Returns: A maybe of the non-`nil` result.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        let continued = primitiveSequence.source.continued(
            onElement: { element -> Observable<Result> in
                guard let result = try transform(element) else { return Observable.empty() }
                return Observable.just(result)
            },
            onCompleted: nil
        )
        return PrimitiveSequence(raw: continued)
    }

    /// Views the single as a maybe that always has an element.
    ///
    /// - Returns: The same sequence as a ``Maybe``.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source)
    }

    /// Ignores the element: the result completes when the single succeeds.
    ///
    /// - Returns: A ``Completable`` with the single's outcome.
    public func asCompletable() -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { _ in Observable<Never>.empty() }, onCompleted: nil)
        )
    }

    /// Runs side effects for the outcome, leaving it unchanged.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element before it is delivered; may throw.
    ///   - afterSuccess: Called with the element after it was delivered; may throw.
    ///   - onError: Called with the error before it is delivered; may throw.
    ///   - afterError: Called with the error after it was delivered; may throw.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription ends for any reason.
    /// - Returns: The same single, with the side effects.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.do(
                onNext: onSuccess,
                afterNext: afterSuccess,
                onError: onError,
                afterError: afterError,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Succeeds with `element` instead of failing.
    ///
    /// - Parameter element: The element to use when the single fails.
    /// - Returns: A single that never fails.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
