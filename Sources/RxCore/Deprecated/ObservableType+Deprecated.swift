// The RxSwift 5 spellings that RxSwift 6 renamed and still accepts, deprecated so that the
// compiler offers the new name as a fix-it. Each forwards to the operator it was renamed to.

extension ObservableType {
    /// Emits the source's events on `scheduler`; RxSwift 5's name for ``observe(on:)``.
    ///
    /// - Parameter scheduler: Where the observers are called.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Subscribes to the source on `scheduler`; RxSwift 5's name for ``subscribe(on:)``.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The source's events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the sequence `handler` returns when the source fails; RxSwift 5's name
    /// for `catch(_:)`.
    ///
    /// - Parameter handler: Called with the source's error; returns the sequence to continue with.
    /// - Returns: The source's elements, then the replacement's events after an error.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Completes with `element` when the source fails; RxSwift 5's name for
    /// ``catchAndReturn(_:)``.
    ///
    /// - Parameter element: The last element, emitted in place of the source's error.
    /// - Returns: The source's elements, then `element` and completion if the source fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Tries the sequences one after another until one completes; RxSwift 5's name for
    /// `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sequences to try, in order.
    /// - Returns: The events of each sequence tried, without the errors that made it move on.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// Emits elements while `predicate` holds; RxSwift 5's name for `take(while:)`.
    ///
    /// - Parameter predicate: Tests each element; the first `false` completes the sequence.
    /// - Returns: The leading elements that satisfy `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Emits elements until `predicate` holds; RxSwift 5's name for `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is emitted.
    ///   - predicate: Tests each element; the first `true` completes the sequence.
    /// - Returns: The elements before (and, when inclusive, the one at) the first match.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }

    /// Emits the source's elements until `other` emits; RxSwift 5's name for `take(until:)`.
    ///
    /// - Parameter other: The sequence whose first element or completion ends this one.
    /// - Returns: The source's elements until `other` emits.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Drops elements while `predicate` holds; RxSwift 5's name for `skip(while:)`.
    ///
    /// - Parameter predicate: Tests each element until the first `false`.
    /// - Returns: The elements from the first one that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Drops the source's elements until `other` emits; RxSwift 5's name for `skip(until:)`.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements after `other` emitted.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Emits only the element at `index`; RxSwift 5's name for ``element(at:)``.
    ///
    /// - Parameter index: The zero-based position of the element.
    /// - Returns: An observable of one element.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// Resubscribes after an error whenever the trigger emits; RxSwift 5's name for
    /// `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The source's elements across attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after an error whenever the trigger emits; RxSwift 5's name for
    /// `retry(when:)`, for every error type.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The source's elements across attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Emits the source's elements for `duration`; RxSwift 5's name for `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to emit elements.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements sent within `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Pairs each element with its index; RxSwift's former `mapWithIndex`, replaced by
    /// `enumerated().map`.
    ///
    /// - Parameter selector: Transforms an element and its zero-based index.
    /// - Returns: The transformed elements.
    @available(*, deprecated, message: "Use enumerated().map()")
    public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }

    /// Flat-maps each element with its index; RxSwift's former `flatMapWithIndex`, replaced by
    /// `enumerated().flatMap`.
    ///
    /// - Parameter selector: Maps an element and its zero-based index to a sequence.
    /// - Returns: The merged elements of the sequences.
    @available(*, deprecated, message: "Use enumerated().flatMap()")
    public func flatMapWithIndex<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element, Int) throws -> Source
    ) -> Observable<Source.Element> {
        enumerated().flatMap { try selector($0.element, $0.index) }
    }

    /// Drops elements while `predicate` holds for them and their index; RxSwift's former
    /// `skipWhileWithIndex`, replaced by `enumerated().skip(while:).map`.
    ///
    /// - Parameter predicate: Tests an element and its zero-based index.
    /// - Returns: The elements from the first one that fails `predicate` on.
    @available(*, deprecated, message: "Use enumerated().skip(while:).map()")
    public func skipWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().skip(while: { try predicate($0.element, $0.index) }).map(\.element)
    }

    /// Emits elements while `predicate` holds for them and their index; RxSwift's former
    /// `takeWhileWithIndex`, replaced by `enumerated().take(while:).map`.
    ///
    /// - Parameter predicate: Tests an element and its zero-based index.
    /// - Returns: The leading elements that satisfy `predicate`.
    @available(*, deprecated, message: "Use enumerated().take(while:).map()")
    public func takeWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().take(while: { try predicate($0.element, $0.index) }).map(\.element)
    }

    /// Shares one subscription and replays the latest element while connected; RxSwift's former
    /// name for `share(replay: 1)`.
    ///
    /// - Returns: The shared sequence.
    @available(*, deprecated, renamed: "share(replay:)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }

    /// Shares one subscription and replays `bufferSize` elements forever; RxSwift's former
    /// `shareReplay`, the same as `share(replay: bufferSize, scope: .forever)`.
    ///
    /// - Parameter bufferSize: How many of the latest elements are replayed.
    /// - Returns: The shared sequence.
    @available(
        *,
        deprecated,
        message:
            "Use share(replay:); share(replay: bufferSize, scope: .forever) keeps the replay after the source terminated, as `shareReplay` did.",
        renamed: "share(replay:)"
    )
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }
}

extension Observable {
    /// An observable of `optional`'s value, or an empty one; RxSwift's former spelling of
    /// `from(optional:)`.
    ///
    /// - Parameter optional: The value to emit, if any.
    /// - Returns: One element then completion, or just completion.
    @available(
        *,
        deprecated,
        message:
            "Any value converts to an optional implicitly, which makes from(_:) ambiguous with the sequence overload; use from(optional:).",
        renamed: "from(optional:)"
    )
    public static func from(_ optional: Element?) -> Observable<Element> {
        from(optional: optional)
    }
}

extension Disposable {
    /// Adds this disposable to `bag`; RxSwift's former name for `disposed(by:)`.
    ///
    /// - Parameter bag: The bag that disposes this disposable.
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}

extension ObservableType {
    /// Binds the sequence to `observer`; RxCocoa's former name for `bind(to:)`.
    ///
    /// - Parameter observer: The observer that receives the elements.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        bind(to: observer)
    }

    /// Binds the sequence, its elements wrapped in `Optional`, to `observer`; RxCocoa's former
    /// name for `bind(to:)`.
    ///
    /// - Parameter observer: The observer that receives the elements.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        bind(to: observer)
    }

    /// Passes the sequence to `binder` and returns what it returns; RxCocoa's former name for
    /// `bind(to:)`.
    ///
    /// - Parameter binder: Builds the binding.
    /// - Returns: The binder's result.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Result>(_ binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence and `curriedArgument` to `binder`; RxCocoa's former name for
    /// `bind(to:curriedArgument:)`.
    ///
    /// - Parameters:
    ///   - binder: Builds the binding.
    ///   - curriedArgument: The argument passed after the sequence.
    /// - Returns: The binder's result.
    @available(*, deprecated, renamed: "bind(to:curriedArgument:)")
    public func bindTo<Argument, Result>(
        _ binder: (Self) -> (Argument) -> Result,
        curriedArgument: Argument
    ) -> Result {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element; RxCocoa's former name for `bind(onNext:)`.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, renamed: "bind(onNext:)")
    public func bindNext(_ onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext)
    }
}
