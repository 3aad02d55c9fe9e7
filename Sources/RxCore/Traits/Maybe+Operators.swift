extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if there is one, with `transform`.
    ///
    /// - Parameter transform: The function applied to the element; may throw.
    /// - Returns: A maybe of the transformed element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`.
    ///
    /// - Parameter predicate: Decides whether the element passes; may throw.
    /// - Returns: A maybe of the element.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element, if there is one, with `transform`, and completes without an
    /// element when `transform` returns `nil`.
    ///
    /// ```swift
    /// let port: Maybe<Int> = settings.value(for: "port").compactMap(Int.init)
    /// ```
    ///
    /// - Parameter transform: The function applied to the element; may throw.
    /// - Returns: A maybe of the non-`nil` result.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the maybe that `selector` returns for the element; completes if there is
    /// no element.
    ///
    /// - Parameter selector: Returns the next maybe for the element; may throw.
    /// - Returns: The outcome of that maybe.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { try selector($0).source }, onCompleted: nil))
    }

    /// Succeeds with `element` when the maybe completes without one.
    ///
    /// - Parameter element: The element to use instead of nothing.
    /// - Returns: A single.
    public func ifEmpty(default element: Element) -> Single<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(
                onElement: { Observable.just($0) },
                onCompleted: { Observable.just(element) }
            )
        )
    }

    /// Continues with `other` when the maybe completes without an element.
    ///
    /// - Parameter other: The single to use instead of nothing.
    /// - Returns: A single.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { Observable.just($0) }, onCompleted: { other.source })
        )
    }

    /// Ignores the element: the result completes when the maybe does.
    ///
    /// - Returns: A ``Completable`` with the maybe's outcome.
    public func asCompletable() -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { _ in Observable<Never>.empty() }, onCompleted: nil)
        )
    }

    /// Runs side effects for the outcome, leaving it unchanged.
    ///
    /// - Parameters:
    ///   - onNext: Called with the element before it is delivered; may throw.
    ///   - afterNext: Called with the element after it was delivered; may throw.
    ///   - onError: Called with the error before it is delivered; may throw.
    ///   - afterError: Called with the error after it was delivered; may throw.
    ///   - onCompleted: Called before completion is delivered; may throw.
    ///   - afterCompleted: Called after completion was delivered; may throw.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription ends for any reason.
    /// - Returns: The same maybe, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.do(
                onNext: onNext,
                afterNext: afterNext,
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Succeeds with `element` instead of failing.
    ///
    /// - Parameter element: The element to use when the maybe fails.
    /// - Returns: A maybe that never fails.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
