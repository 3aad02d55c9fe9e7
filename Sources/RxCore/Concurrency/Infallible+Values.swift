extension InfallibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops; it never throws,
    /// because an infallible sequence never fails.
    ///
    /// ```swift
    /// for await name in names.values {
    ///     print(name)
    /// }
    /// ```
    ///
    /// Each access subscribes anew. Cancelling the consuming task, or dropping the stream,
    /// disposes the subscription. Elements the loop has not consumed yet are buffered without
    /// limit.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                source.subscribe(onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() })
            )
        }
    }
}
