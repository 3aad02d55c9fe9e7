/// The trait of ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails: the shape of a write or a side effect.
///
/// ```swift
/// save(hero).subscribe(onCompleted: { close() }, onError: { report($0) })
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` produces: completion or an error.
public enum CompletableEvent {
    /// The completable failed.
    case error(Swift.Error)
    /// The completable finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a ``Completable``'s producer calls, once, with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a closure that reports one outcome.
    ///
    /// The closure runs once per subscriber and may report from any thread; only the first
    /// outcome counts. Return a disposable that cancels the work.
    ///
    /// ```swift
    /// Completable.create { completable in
    ///     store.write(hero) { error in completable(error.map { .error($0) } ?? .completed) }
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and reports its outcome.
    /// - Returns: The completable.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// - Parameter observer: Called once, with the error or completion.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes with closures for completion, error and disposal.
    ///
    /// An error with no `onError` goes to ``Hooks``.
    ///
    /// - Parameters:
    ///   - onCompleted: Called when the completable finishes.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures that receive `object` (held weakly) along with the outcome.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onCompleted: Called with `object` when the completable finishes.
    ///   - onError: Called with `object` and the error.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// A completable that completes at once.
    ///
    /// - Returns: The completable.
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }

    /// A completable that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The completable.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A completable that never finishes.
    ///
    /// - Returns: The completable.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// Runs side effects for the outcome, leaving it unchanged.
    ///
    /// - Parameters:
    ///   - onError: Called with the error before it is delivered; may throw.
    ///   - afterError: Called with the error after it was delivered; may throw.
    ///   - onCompleted: Called before completion is delivered; may throw.
    ///   - afterCompleted: Called after completion was delivered; may throw.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription ends for any reason.
    /// - Returns: The same completable, with the side effects.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.source.do(
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}
