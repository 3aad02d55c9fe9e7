extension InfallibleType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Whether to keep an element.
    /// - Returns: The kept elements.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().filter(predicate))
    }

    /// Drops elements whose key equals the previous element's.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The elements whose key changed.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<
        Element
    > {
        Infallible(raw: asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the previous element.
    ///
    /// - Parameter comparer: Whether two consecutive elements count as equal.
    /// - Returns: The elements that differ from their predecessor.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: The elements whose key changed.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The elements whose property changed.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<
        Element
    > {
        Infallible(raw: asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits the first `count` elements, then completes.
    ///
    /// - Parameter count: How many elements to take.
    /// - Returns: At most `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(raw: asObservable().take(count))
    }

    /// Emits the elements that arrive within `duration` of the subscription, then completes.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Emits elements while `predicate` holds, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep taking.
    ///   - behavior: Whether the element that stops the sequence is emitted too.
    /// - Returns: The leading elements that satisfy `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().take(while: predicate, behavior: behavior))
    }

    /// Emits elements until `predicate` holds, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether to stop.
    ///   - behavior: Whether the element that stops the sequence is emitted too.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits elements until `other` emits, then completes.
    ///
    /// - Parameter other: The infallible sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first element.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: other.asObservable()))
    }

    /// Emits elements until `other` emits, then completes; an error of `other` fails the
    /// sequence.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first element.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: other))
    }

    /// Skips elements while `predicate` holds, then emits the rest.
    ///
    /// - Parameter predicate: Whether to keep skipping.
    /// - Returns: The elements from the first one that fails `predicate`.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(while: predicate))
    }

    /// Skips elements until `other` emits, then emits the rest.
    ///
    /// - Parameter other: The sequence whose first element starts this one.
    /// - Returns: The elements after `other`'s first element.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(until: other))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    ///
    /// - Returns: The elements that differ from their predecessor.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged())
    }
}
