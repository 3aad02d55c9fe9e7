/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the element that ends
/// the sequence.
public enum TakeBehavior: Sendable {
    /// Also emit the element at which the sequence stops.
    case inclusive

    /// Stop before the element at which the sequence stops.
    case exclusive
}

extension ObservableType {
    /// Emits elements while `predicate` holds, then completes and disposes the source.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })                      // 1, 2, completed
    /// Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive) // 1, 2, 3, completed
    /// ```
    ///
    /// If `predicate` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element; the first `false` ends the sequence.
    ///   - behavior: Whether the element that failed the test is emitted before completing.
    /// - Returns: An observable of the leading elements that pass the test.
    @inlinable
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        takeUntilPredicate(predicate, stopsWhen: false, behavior: behavior)
    }

    /// Emits elements until `predicate` holds for one, then completes and disposes the source.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).take(until: { $0 == 2 })                      // 1, completed
    /// Observable.of(1, 2, 3, 1).take(until: { $0 == 2 }, behavior: .inclusive) // 1, 2, completed
    /// ```
    ///
    /// If `predicate` throws, the sequence fails with that error and the source is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element; the first `true` ends the sequence.
    ///   - behavior: Whether the element that passed the test is emitted before completing.
    /// - Returns: An observable of the elements before the first one that passes the test.
    @inlinable
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        takeUntilPredicate(predicate, stopsWhen: true, behavior: behavior)
    }

    // One implementation for both spellings; `stopsWhen` saves `take(while:)` a negating closure
    // call per element.
    @inlinable
    internal func takeUntilPredicate(
        _ predicate: @escaping (Element) throws -> Bool,
        stopsWhen: Bool,
        behavior: TakeBehavior
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = TakeUntilPredicateSink(
                predicate: predicate,
                stopsWhen: stopsWhen,
                inclusive: behavior == .inclusive,
                observer: observer,
                subscription: subscription
            )
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class TakeUntilPredicateSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    @usableFromInline
    internal let predicate: (Element) throws -> Bool

    // The predicate result that ends the sequence.
    @usableFromInline
    internal let stopsWhen: Bool

    @usableFromInline
    internal let inclusive: Bool

    @inlinable
    internal init(
        predicate: @escaping (Element) throws -> Bool,
        stopsWhen: Bool,
        inclusive: Bool,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.predicate = predicate
        self.stopsWhen = stopsWhen
        self.inclusive = inclusive
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let stop: Bool
            do {
                stop = try predicate(element) == stopsWhen
            } catch {
                fail(error)
                return
            }
            if !stop {
                forward(element)
            } else if inclusive {
                forwardLast(element)
            } else {
                complete()
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
