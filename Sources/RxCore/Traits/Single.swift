/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that produces exactly one element or fails: the shape of a request.
///
/// ```swift
/// let hero = Single<Hero>.create { single in
///     let task = api.fetchHero(id: 7) { result in single(result) }
///     return Disposables.create { task.cancel() }
/// }
/// hero.subscribe(onSuccess: { show($0) }, onFailure: { report($0) })
/// ```
///
/// As an ``Observable`` it emits the element and completes at once.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` produces: its element, or an error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a ``Single``'s producer calls, once, with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a closure that reports one outcome.
    ///
    /// The closure runs once per subscriber and may report from any thread; only the first
    /// outcome counts. Return a disposable that cancels the work.
    ///
    /// ```swift
    /// Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and reports its outcome.
    /// - Returns: The single.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable
    ) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// A source that completes without an element, which no single built with RxCore's API does,
    /// is reported as `RxError.noElements` (RxSwift stops a debug build instead).
    ///
    /// - Parameter observer: Called once, with the element or the error.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeToOutcome { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes with closures for success, failure and disposal.
    ///
    /// ```swift
    /// loadHero(id: 7).subscribe(onSuccess: { show($0) }, onFailure: { report($0) })
    /// ```
    ///
    /// An error with no `onFailure` goes to ``Hooks``, as for `subscribe(onNext:…)`.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeToOutcome(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): Hooks.deliver(error, to: onFailure)
            case .completed: Hooks.deliver(RxError.noElements, to: onFailure)
            }
        }
    }

    /// Subscribes with closures that receive `object` (held weakly) along with the outcome.
    ///
    /// The closures are skipped once `object` is gone.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onSuccess: Called with `object` and the element.
    ///   - onFailure: Called with `object` and the error.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weaklyBinding(object, onSuccess),
            onFailure: weaklyBinding(object, onFailure),
            onDisposed: weaklyBinding(object, onDisposed)
        )
    }

    /// A single that succeeds with `element` at once.
    ///
    /// - Parameter element: The element.
    /// - Returns: The single.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A single that succeeds with `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to deliver it.
    /// - Returns: The single.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A single that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The single.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A single that never produces an outcome.
    ///
    /// - Returns: The single.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}
