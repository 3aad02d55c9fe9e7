extension SharedSequenceConvertibleType {
    /// Drops elements whose key `comparer` finds equal to the previous element's key.
    ///
    /// ```swift
    /// user.distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })
    /// ```
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key compared.
    ///   - comparer: Returns whether two consecutive keys are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}
