extension ObservableType {
    /// Emits every intermediate result of folding the elements into an accumulator that
    /// `accumulator` mutates in place.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(into: [Int]()) { list, value in list.append(value) }
    /// // [1], [1, 2], [1, 2, 3], completed
    /// ```
    ///
    /// Mutating in place avoids copying a large accumulator for every element. Each subscription
    /// starts again from `seed`. If `accumulator` throws, the sequence fails with that error and
    /// the source is disposed. For only the final result, see ``reduce(_:accumulator:)``.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Folds one element into the accumulator.
    /// - Returns: An observable of the accumulator after each element.
    /// - Complexity: O(1) per element, plus one call of `accumulator`; only the accumulated value is kept.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        let source = asObservable()
        return Observable<A>.make { observer, subscription in
            let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// Emits every intermediate result of folding the elements into an accumulator.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)  // 1, 3, 6, completed
    /// ```
    ///
    /// Each subscription starts again from `seed`. If `accumulator` throws, the sequence fails
    /// with that error and the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    /// - Returns: An observable of the accumulator after each element.
    /// - Complexity: O(1) per element, plus one call of `accumulator`; only the accumulated value is kept.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { state, element in state = try accumulator(state, element) }
    }
}

@usableFromInline
internal final class ScanSink<Element, Accumulate>: SingleUpstreamSink<Accumulate>, ObserverType {
    @usableFromInline
    internal let accumulator: (inout Accumulate, Element) throws -> Void

    // Event path only: the running accumulation.
    @usableFromInline
    @exclusivity(unchecked)
    internal var accumulation: Accumulate

    @inlinable
    internal init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        observer: AnyObserver<Accumulate>,
        subscription: SingleAssignmentDisposable
    ) {
        self.accumulation = seed
        self.accumulator = accumulator
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulation, element)
            } catch {
                fail(error)
                return
            }
            forward(accumulation)
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
