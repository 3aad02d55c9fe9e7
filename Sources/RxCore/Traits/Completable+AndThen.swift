extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this completable completes; the result is `second`'s.
    ///
    /// ```swift
    /// save(hero).andThen(loadHeroes())  // reload once the save is done
    /// ```
    ///
    /// An error of this completable skips `second`.
    ///
    /// - Parameter second: The single to run next.
    /// - Returns: A single with `second`'s outcome.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.continued(onElement: nil, onCompleted: { second.source }))
    }

    /// Runs `second` after this completable completes; the result is `second`'s.
    ///
    /// - Parameter second: The maybe to run next.
    /// - Returns: A maybe with `second`'s outcome.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.continued(onElement: nil, onCompleted: { second.source }))
    }

    /// Runs `second` after this completable completes.
    ///
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when both have.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.continued(onElement: nil, onCompleted: { second.source }))
    }

    /// Subscribes to `second` after this completable completes; the result is `second`'s events.
    ///
    /// - Parameter second: The observable to continue with.
    /// - Returns: An observable of `second`'s events.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.continued(onElement: nil, onCompleted: { second })
    }
}
