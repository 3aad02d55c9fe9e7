extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// ```swift
    /// for try await hero in heroes.values {
    ///     print(hero.name)
    /// }
    /// ```
    ///
    /// Each access subscribes anew. The loop ends when the sequence completes and throws when it
    /// fails. Cancelling the consuming task, or dropping the stream, disposes the subscription.
    /// Elements the loop has not consumed yet are buffered without limit.
    ///
    /// Elements cross from the thread that emits them to the consuming task, hence `Sendable`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                source.subscribe(
                    onNext: { continuation.yield($0) },
                    onError: { continuation.finish(throwing: $0) },
                    onCompleted: { continuation.finish() }
                )
            )
        }
    }
}
