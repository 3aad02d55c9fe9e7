extension ObservableType {
    /// Subscribes with closures for each kind of event.
    ///
    /// ```swift
    /// Observable.of(1, 2).subscribe(
    ///     onNext: { print($0) },
    ///     onCompleted: { print("done") },
    ///     onDisposed: { print("disposed") }
    /// )
    /// // 1, 2, done, disposed
    /// ```
    ///
    /// An error with no `onError` handler goes to ``Hooks`` (printed in debug builds).
    /// All closures are released once the sequence terminates or the subscription is disposed.
    ///
    /// Subscribing makes one object, the subscription: it holds the closures and, when `self` is
    /// a `map`/`filter`/`distinctUntilChanged` chain, runs the chain's steps (see "How RxCore
    /// works" in CONTRIBUTING.md).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the terminal
    ///     event's handler.
    /// - Returns: A disposable that cancels the subscription.
    /// - Complexity: O(1) to subscribe to a subject and to dispose, beyond what the subject replays.
    @inlinable
    public func subscribe(
        onNext: consuming ((Element) -> Void)? = nil,
        onError: consuming ((Swift.Error) -> Void)? = nil,
        onCompleted: consuming (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        SubscriptionSink<Element, Element, NoElement<Element>>.subscribe(
            asObservable(),
            handlers: SubscriptionHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted),
            onDisposed: onDisposed
        )
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// - Parameter on: Called with each event, including the terminal one.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(
            onNext: { on(.next($0)) },
            onError: { on(.error($0)) },
            onCompleted: { on(.completed) }
        )
    }

    /// Subscribes with closures that receive `object` (held weakly) along with each event.
    ///
    /// Events that arrive after `object` was deallocated are ignored, which avoids the usual
    /// `[weak self]` dance:
    ///
    /// ```swift
    /// query.subscribe(with: self, onNext: { owner, text in owner.search(text) })
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` if the sequence fails.
    ///   - onCompleted: Called with `object` if the sequence completes.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weaklyBinding(object, onNext),
            onError: weaklyBinding(object, onError),
            onCompleted: weaklyBinding(object, onCompleted),
            onDisposed: weaklyBinding(object, onDisposed)
        )
    }
}
