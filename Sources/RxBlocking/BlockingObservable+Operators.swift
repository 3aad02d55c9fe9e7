import RxCore

extension BlockingObservable {
    /// Waits for the first element and returns it, or `nil` if the sequence completes empty; the
    /// subscription ends as soon as the element arrives.
    ///
    /// - Returns: The first element, or `nil`.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elements(of: source.take(1)).first
    }

    /// Waits for the sequence to complete and returns its last element, or `nil` if it emitted
    /// none.
    ///
    /// - Returns: The last element, or `nil`.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elements(of: source).last
    }

    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// - Returns: The elements, in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    /// - Complexity: O(*n*) memory for *n* elements.
    public func toArray() throws -> [Element] {
        try elements(of: source)
    }

    /// Waits for the sequence's only element; the subscription ends as soon as a second one
    /// arrives.
    ///
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` if the sequence completes empty,
    ///   `RxError.moreThanOneElement` if it emits a second element, the sequence's error, or
    ///   `RxError.timeout`.
    public func single() throws -> Element {
        try onlyElement(of: source)
    }

    /// Waits for the sequence's only element that satisfies `predicate`; the subscription ends as
    /// soon as a second one arrives.
    ///
    /// - Parameter predicate: Selects the element; if it throws, so does this method.
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` if no element satisfies `predicate`,
    ///   `RxError.moreThanOneElement` if two do, what `predicate` throws, the sequence's error,
    ///   or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        try onlyElement(of: source.filter(predicate))
    }

    /// Waits for the sequence to end and returns everything it produced, without throwing.
    ///
    /// ```swift
    /// guard case .failed(let elements, let error) = source.toBlocking().materialize() else { … }
    /// ```
    ///
    /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` when the sequence failed
    ///   or the wait timed out (`RxError.timeout`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        waitForTermination(of: source, timeout: timeout)
    }

    private func elements(of sequence: Observable<Element>) throws -> [Element] {
        switch waitForTermination(of: sequence, timeout: timeout) {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    private func onlyElement(of sequence: Observable<Element>) throws -> Element {
        let found = try elements(of: sequence.take(2))
        guard let element = found.first else { throw RxError.noElements }
        guard found.count == 1 else { throw RxError.moreThanOneElement }
        return element
    }
}
