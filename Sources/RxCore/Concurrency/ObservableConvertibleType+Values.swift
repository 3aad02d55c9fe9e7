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
    /// fails. Cancelling the consuming task disposes the subscription and makes the loop throw
    /// `CancellationError` (elements and a terminal event that arrived before still come first);
    /// dropping the stream disposes the subscription too.
    /// Elements the loop has not consumed yet are buffered without limit.
    ///
    /// Elements cross from the thread that emits them to the consuming task, hence `Sendable`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { termination in
                // The stream runs this before it lets the waiting loop go: finishing with an
                // error here makes a cancelled loop throw instead of ending as if the sequence
                // had completed. (A stream that already finished ignores it.)
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
                subscription.dispose()
            }
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
