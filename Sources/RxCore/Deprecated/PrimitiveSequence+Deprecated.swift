// The RxSwift 5 spellings of the traits' operators that RxSwift 6 renamed and still accepts,
// deprecated so that the compiler offers the new name as a fix-it.

extension PrimitiveSequence {
    /// Delivers the outcome on `scheduler`; RxSwift 5's name for `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same trait, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes on `scheduler`; RxSwift 5's name for `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The same trait, subscribed on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the trait `handler` returns when this one fails; RxSwift 5's name for
    /// `catch(_:)`.
    ///
    /// - Parameter handler: Called with the error; returns the trait to continue with.
    /// - Returns: This trait's outcome, or the replacement's after an error.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// Resubscribes after an error whenever the trigger emits; RxSwift 5's name for
    /// `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The same trait, retried.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after an error of type `Failure` whenever the trigger emits; RxSwift 5's name
    /// for `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The same trait, retried.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `element` when the single fails; RxSwift 5's name for `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element to succeed with in place of the error.
    /// - Returns: A single that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Subscribes with closures for success and failure; RxSwift 5's labels, which RxSwift 6
    /// renamed to `onFailure`.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `element` when the maybe fails; RxSwift 5's name for `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element to succeed with in place of the error.
    /// - Returns: A maybe that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
