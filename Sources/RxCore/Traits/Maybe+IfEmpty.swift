extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Continues with `other` when the maybe completes without an element.
    ///
    /// ```swift
    /// cachedUser.ifEmpty(switchTo: storedUser)  // still a Maybe: both may be empty
    /// ```
    ///
    /// - Parameter other: The maybe to use instead of nothing.
    /// - Returns: A maybe of this one's element, or of `other`'s outcome.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
