extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Continues with `other` when the maybe completes without an element.
    ///
    /// ```swift
    /// let hero = cache.hero(id: 7).ifEmpty(switchTo: disk.hero(id: 7))
    /// ```
    ///
    /// - Parameter other: The maybe to use instead of nothing.
    /// - Returns: A maybe with this maybe's element, or else `other`'s outcome.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.continued(onElement: { Observable.just($0) }, onCompleted: { other.source })
        )
    }
}
