extension SharedSequenceConvertibleType {
    /// Prints every event, subscription and disposal, as ``ObservableType/debug(_:trimOutput:file:line:function:)``
    /// does, and stays a shared sequence of the same kind.
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; the call site when `nil`.
    ///   - trimOutput: Whether long event descriptions are shortened.
    ///   - file: The call site's file, used when `identifier` is `nil`.
    ///   - line: The call site's line.
    ///   - function: The call site's function.
    /// - Returns: The same events, printed as they pass.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }
}
