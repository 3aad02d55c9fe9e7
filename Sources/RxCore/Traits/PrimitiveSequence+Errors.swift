extension PrimitiveSequence {
    /// Continues with the sequence `handler` returns when this one fails.
    ///
    /// ```swift
    /// loadHero(id: 7).catch { _ in cachedHero(id: 7) }
    /// ```
    ///
    /// - Parameter handler: Returns the sequence, of the same trait, to continue with; may throw.
    /// - Returns: The sequence, recovering from its error.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
    /// - Returns: The sequence, retried.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error of type `Failure` whenever the sequence that
    /// `notificationHandler` builds from those errors emits; ends when it completes or fails.
    /// Errors of other types end the sequence at once.
    ///
    /// ```swift
    /// loadHero(id: 7).retry(when: { (errors: Observable<NetworkError>) in errors.take(3) })
    /// ```
    ///
    /// - Parameter notificationHandler: Turns the errors into retry triggers.
    /// - Returns: The sequence, retried.
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error whenever the sequence that `notificationHandler` builds from
    /// the errors emits; ends when it completes or fails.
    ///
    /// - Parameter notificationHandler: Turns the errors into retry triggers.
    /// - Returns: The sequence, retried.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Prints the sequence's events and subscriptions, for debugging.
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; the call site by default.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file.
    ///   - line: The calling line.
    ///   - function: The calling function.
    /// - Returns: The same sequence, printed.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }
}
