/// The trait of ``Maybe``: at most one element, then completion; or an error.
public enum MaybeTrait {}

/// A sequence that produces one element, nothing, or an error: the shape of a lookup.
///
/// ```swift
/// cache.hero(id: 7).subscribe(
///     onSuccess: { show($0) },
///     onError: { report($0) },
///     onCompleted: { showPlaceholder() }
/// )
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` produces: its element, an error, or completion without an element.
public enum MaybeEvent<Element> {
    /// The element; the maybe is done.
    case success(Element)
    /// The maybe failed.
    case error(Swift.Error)
    /// The maybe completed without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a ``Maybe``'s producer calls, once, with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a closure that reports one outcome.
    ///
    /// The closure runs once per subscriber and may report from any thread; only the first
    /// outcome counts. Return a disposable that cancels the work.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and reports its outcome.
    /// - Returns: The maybe.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// - Parameter observer: Called once, with the element, the error, or completion.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeToOutcome { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes with closures for success, error, completion and disposal.
    ///
    /// An error with no `onError` goes to ``Hooks``.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the maybe completes without an element.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeToOutcome(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): Hooks.deliver(error, to: onError)
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes with closures that receive `object` (held weakly) along with the outcome.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onSuccess: Called with `object` and the element.
    ///   - onError: Called with `object` and the error.
    ///   - onCompleted: Called with `object` on completion without an element.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weaklyBinding(object, onSuccess),
            onError: weaklyBinding(object, onError),
            onCompleted: weaklyBinding(object, onCompleted),
            onDisposed: weaklyBinding(object, onDisposed)
        )
    }

    /// A maybe that succeeds with `element` at once.
    ///
    /// - Parameter element: The element.
    /// - Returns: The maybe.
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A maybe that succeeds with `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to deliver it.
    /// - Returns: The maybe.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A maybe that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The maybe.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A maybe that never produces an outcome.
    ///
    /// - Returns: The maybe.
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A maybe that completes at once without an element.
    ///
    /// - Returns: The maybe.
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }
}
