extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of every inner sequence into one sequence, in the order they arrive.
    ///
    /// ```swift
    /// let searches: Observable<Observable<Result>> = …
    /// searches.merge()  // every result of every search
    /// ```
    ///
    /// Each inner sequence is subscribed as soon as it arrives. The result completes when the
    /// outer sequence and every inner sequence have completed, and fails with the first error
    /// of any of them.
    ///
    /// - Returns: An observable of the inner sequences' elements.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        Observable<Element.Element>.merging(asObservable(), maxConcurrent: .max) { $0 }
    }

    /// Merges the elements of the inner sequences, subscribing to at most `maxConcurrent` of them
    /// at a time.
    ///
    /// ```swift
    /// downloads.merge(maxConcurrent: 2)  // two downloads at a time, the rest wait their turn
    /// ```
    ///
    /// Inner sequences beyond the limit wait in arrival order and are subscribed as earlier ones
    /// complete. Completion and errors behave as in ``merge()``.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once; must be positive.
    /// - Returns: An observable of the inner sequences' elements.
    /// - Complexity: amortized O(1) per inner sequence; O(*w*) memory for the *w* inner sequences waiting for a slot.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        Observable<Element.Element>.merging(asObservable(), maxConcurrent: maxConcurrent) { $0 }
    }
}

extension Observable {
    /// Merges the elements of every sequence in `sources` into one sequence, in the order they
    /// arrive.
    ///
    /// ```swift
    /// Observable.merge(taps, keyPresses)
    /// ```
    ///
    /// All sources are subscribed at once, in order. The result completes when every source has
    /// completed and fails with the first error of any source.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the sources' elements.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Merges the elements of every sequence in `sources` into one sequence, in the order they
    /// arrive.
    ///
    /// All sources are subscribed at once, in order. The result completes when every source has
    /// completed and fails with the first error of any source.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the sources' elements.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Merges the elements of every sequence in `sources` into one sequence, in the order they
    /// arrive.
    ///
    /// All sources are subscribed at once, in order. The result completes when every source has
    /// completed and fails with the first error of any source.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the sources' elements.
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> Observable<Element> where Collection.Element == Observable<Element> {
        merge(Array(sources))
    }
}
