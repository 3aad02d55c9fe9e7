extension SharedSequenceConvertibleType {
    /// Prints every event, subscription and disposal, tagged with `identifier`, for debugging.
    ///
    /// - Parameters:
    ///   - identifier: The tag; by default the file and line of the call.
    ///   - trimOutput: Whether to shorten long element descriptions.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same shared sequence, printing as it goes.
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
