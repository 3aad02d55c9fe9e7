extension ObservableType {
    /// Maps each element to an inner sequence and merges the elements of all inner sequences.
    ///
    /// ```swift
    /// userIDs.flatMap { id in api.profile(for: id) }  // every profile, as each arrives
    /// ```
    ///
    /// Each inner sequence is subscribed as soon as its element arrives. The result completes
    /// when the source and every inner sequence have completed, and fails with the first error of
    /// any of them or of `selector`.
    ///
    /// - Parameter selector: Maps an element to the sequence to merge.
    /// - Returns: An observable of the inner sequences' elements.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable<Source.Element>.merging(asObservable(), maxConcurrent: .max, selector: selector)
    }

    /// Maps an element to an inner sequence only while no inner sequence is active, and merges
    /// the elements of those inner sequences.
    ///
    /// ```swift
    /// refreshTaps.flatMapFirst { api.reload() }  // taps during a reload are ignored
    /// ```
    ///
    /// Elements that arrive while an inner sequence is active are dropped without calling
    /// `selector`. Completion and errors behave as in ``flatMap(_:)``.
    ///
    /// - Parameter selector: Maps an element to the sequence to merge.
    /// - Returns: An observable of the inner sequences' elements.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable<Source.Element>.merging(
            asObservable(),
            maxConcurrent: .max,
            ignoresWhileBusy: true,
            selector: selector
        )
    }
}
