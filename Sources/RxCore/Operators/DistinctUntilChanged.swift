extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous emitted element.
    ///
    /// ```swift
    /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1, completed
    /// ```
    ///
    /// - Returns: An observable without consecutive duplicates.
    /// - Complexity: O(1) per element: one comparison with the last element forwarded, which is the only one kept.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Fuses onto a preceding `map` or `filter` (see `FusedObservable`).
        FusedObservable.distinct(asObservable()) { $0 == $1 }
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the previous emitted element.
    ///
    /// ```swift
    /// words.distinctUntilChanged { $0.lowercased() }
    /// ```
    ///
    /// If `keySelector` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameter keySelector: Computes the key an element is compared by.
    /// - Returns: An observable without consecutive elements of equal keys.
    /// - Complexity: O(1) per element, plus one call of `keySelector`; only the last key is kept.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` considers equal to the previous emitted element.
    ///
    /// ```swift
    /// readings.distinctUntilChanged { abs($0 - $1) < 0.5 }
    /// ```
    ///
    /// If `comparer` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameter comparer: Called with the previous emitted element and the new one; `true`
    ///   drops the new one.
    /// - Returns: An observable without consecutive equal elements.
    /// - Complexity: O(1) per element, plus one call of `comparer`; only the last element is kept.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        FusedObservable.distinct(asObservable(), comparer)
    }

    /// Drops elements whose key `comparer` considers equal to the key of the previous emitted
    /// element.
    ///
    /// If `keySelector` or `comparer` throws, the sequence fails with that error and the source is
    /// disposed.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key an element is compared by.
    ///   - comparer: Called with the previous emitted key and the new one; `true` drops the new
    ///     element.
    /// - Returns: An observable without consecutive elements of equal keys.
    /// - Complexity: O(1) per element, plus one call of `keySelector` and of `comparer`; only the last key is kept.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = DistinctUntilChangedSink(
                keySelector: keySelector,
                comparer: comparer,
                observer: observer,
                subscription: subscription
            )
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// Drops elements whose property at `keyPath` equals that of the previous emitted element.
    ///
    /// ```swift
    /// heroes.distinctUntilChanged(at: \.name)
    /// ```
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: An observable without consecutive elements of equal properties.
    /// - Complexity: O(1) per element: one key-path read and one comparison; only the last property value is kept.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element>
    {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

@usableFromInline
internal final class DistinctUntilChangedSink<Element, Key>: SingleUpstreamSink<Element>, ObserverType {
    @usableFromInline
    internal let keySelector: (Element) throws -> Key

    @usableFromInline
    internal let comparer: (Key, Key) throws -> Bool

    // Event path only: the key of the last element emitted.
    @usableFromInline
    @exclusivity(unchecked)
    internal var lastKey: Key?

    @inlinable
    internal init(
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let lastKey, try comparer(lastKey, key) { return }
                lastKey = key
            } catch {
                fail(error)
                return
            }
            forward(element)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
