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
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the terminal
    ///     event's handler.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let subscription =
            onDisposed.map(SingleAssignmentDisposable.init(disposalAction:)) ?? SingleAssignmentDisposable()
        let source = asObservable()
        if let attach = source.subjectAttach {
            // A subject serializes, keeps the grammar and skips a disposed subscription itself,
            // so it keeps the closures without a sink: the subscription is the one allocation.
            attach(source, SubjectEntry(onNext: onNext, onError: onError, onCompleted: onCompleted), subscription)
            return subscription
        }
        let sink = SubscriberSink<Element>(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            subscription: subscription
        )
        source.run(AnyObserver(sink), subscription)
        return subscription
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
