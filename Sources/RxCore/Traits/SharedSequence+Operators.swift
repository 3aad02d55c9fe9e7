extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// - Parameter selector: The function applied to each element; it cannot throw, so the
    ///   result cannot fail.
    /// - Returns: A shared sequence of the transformed elements.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element with `selector`, dropping the `nil` results.
    ///
    /// - Parameter selector: The function applied to each element.
    /// - Returns: A shared sequence of the non-`nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Emits only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: A shared sequence of the passing elements.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Maps each element to a shared sequence and emits the elements of the latest one only.
    ///
    /// ```swift
    /// let results = query.flatMapLatest { text in api.search(text).asDriver(onErrorJustReturn: []) }
    /// ```
    ///
    /// The result has the inner sequences' sharing strategy, as in RxCocoa: a ``Signal`` whose
    /// selector returns ``Driver``s becomes a driver.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// The result has the inner sequences' sharing strategy, as in RxCocoa.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The merged elements of the inner sequences.
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements that arrive while the previous
    /// inner sequence is still running.
    ///
    /// The result has the inner sequences' sharing strategy, as in RxCocoa.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The elements of the inner sequences, one at a time.
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Runs side effects for the events, leaving them unchanged.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is delivered.
    ///   - afterNext: Called with each element after it was delivered.
    ///   - onCompleted: Called before completion is delivered.
    ///   - afterCompleted: Called after completion was delivered.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription ends.
    /// - Returns: The same shared sequence, with the side effects.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Emits `element` first, then the sequence's elements.
    ///
    /// - Parameter element: The element to start with.
    /// - Returns: The shared sequence, prefixed.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Emits the running result of `accumulator`, starting from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with the next element.
    /// - Returns: A shared sequence of the accumulated values.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Skips the first `count` elements.
    ///
    /// - Parameter count: The number of elements to skip.
    /// - Returns: The remaining elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Emits an element only after `dueTime` passed without another one, on the sharing scheduler.
    ///
    /// - Parameter dueTime: How long the sequence must stay quiet.
    /// - Returns: The debounced shared sequence.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`, on the sharing scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The minimum time between two elements.
    ///   - latest: Whether to emit the latest element of a window when it ends.
    /// - Returns: The throttled shared sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts the elements and the completion later by `dueTime`, on the sharing scheduler.
    ///
    /// - Parameter dueTime: How much later each event is delivered.
    /// - Returns: The delayed shared sequence.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Combines each element with the latest element of `second`; elements that arrive before
    /// `second` has one are dropped.
    ///
    /// `second` may have another sharing strategy, as in RxCocoa: `signal.withLatestFrom(driver)`
    /// is a signal.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is used.
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: A shared sequence of the combinations.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` whenever this sequence emits.
    ///
    /// - Parameter second: The shared sequence whose latest element is used.
    /// - Returns: A shared sequence of `second`'s elements.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    ) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    ///
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key equals the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key compared.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the previous one.
    ///
    /// - Parameter comparer: Returns whether two consecutive elements are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property compared.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }
}
