extension ObservableType {
    /// Returns a sequence that emits `elements` in order, then completes.
    ///
    /// - Parameter elements: The elements to emit.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// Returns a sequence that emits the elements of `array` in order, then completes.
    ///
    /// - Parameter array: The elements to emit.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    @inlinable
    public static func from(_ array: [Element]) -> Observable<Element> {
        from(sequence: array)
    }

    /// Returns a sequence that emits the elements of `sequence` in order, then completes.
    ///
    /// Disposing the subscription (also from downstream, for example by `take`) stops the
    /// iteration, so infinite sequences are fine.
    ///
    /// - Parameter sequence: The elements to emit; iterated once per subscription.
    /// - Returns: An observable of the elements.
    /// - Complexity: O(*n*) per subscription.
    @inlinable
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
        from(sequence: sequence)
    }

    /// Returns a sequence that emits `optional`'s value if there is one, then completes.
    ///
    /// - Parameter optional: The value to emit, or `nil` for an empty sequence.
    /// - Returns: An observable of zero or one element.
    public static func from(optional: Element?) -> Observable<Element> {
        Observable<Element>.make { observer, _ in
            if let optional { observer.on(.next(optional)) }
            observer.on(.completed)
        }
    }

    @inlinable
    internal static func from<S: Sequence>(sequence: S) -> Observable<Element> where S.Element == Element {
        Observable<Element>.make { observer, subscription in
            let cancel = BooleanDisposable()
            subscription.setDisposable(cancel)
            for element in sequence {
                if cancel.isDisposed { return }
                observer.on(.next(element))
            }
            if !cancel.isDisposed { observer.on(.completed) }
        }
    }
}
