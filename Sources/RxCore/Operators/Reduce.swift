extension ObservableType {
    /// Folds all elements into an accumulator and emits `mapResult` of the final value when the
    /// source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })
    /// // "sum 6", completed
    /// ```
    ///
    /// An empty source emits `mapResult(seed)`. If `accumulator` or `mapResult` throws, the sequence
    /// fails with that error (and the source is disposed). For every intermediate result, see
    /// ``scan(_:accumulator:)``.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    ///   - mapResult: Transforms the final accumulator value into the emitted result.
    /// - Returns: An observable of one element, emitted when the source completes.
    /// - Complexity: O(1) per element, plus one call of `accumulator`; only the accumulated value is kept.
    @inlinable
    public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result>.make { observer, subscription in
            let sink = ReduceSink(
                seed: seed,
                accumulator: accumulator,
                mapResult: mapResult,
                observer: observer,
                subscription: subscription
            )
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// Folds all elements into an accumulator and emits the final value when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +)  // 6, completed
    /// ```
    ///
    /// An empty source emits `seed`. If `accumulator` throws, the sequence fails with that error
    /// and the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    /// - Returns: An observable of one element, emitted when the source completes.
    /// - Complexity: O(1) per element, plus one call of `accumulator`; only the accumulated value is kept.
    @inlinable
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
internal final class ReduceSink<Element, Accumulate, Result>: SingleUpstreamSink<Result>, ObserverType {
    @usableFromInline
    internal let accumulator: (Accumulate, Element) throws -> Accumulate

    @usableFromInline
    internal let mapResult: (Accumulate) throws -> Result

    // Event path only (the source delivers serialized events): the running accumulation.
    @usableFromInline
    @exclusivity(unchecked)
    internal var accumulation: Accumulate

    @inlinable
    internal init(
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.accumulation = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            do {
                accumulation = try accumulator(accumulation, element)
            } catch {
                fail(error)
            }
        case .error(let error):
            fail(error)
        case .completed:
            stopped = true
            let result: Result
            do {
                result = try mapResult(accumulation)
            } catch {
                fail(error)
                return
            }
            forwardLast(result)
        }
    }
}
