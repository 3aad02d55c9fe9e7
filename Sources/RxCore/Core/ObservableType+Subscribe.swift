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
    /// Without `onDisposed`, subscribing to a subject or relay, or to `map`, `filter` and
    /// `distinctUntilChanged` applied to one, lists the closures in the subject under a key and
    /// returns a disposable that is no object, so subscribing and disposing allocate nothing
    /// (except one sink for each chain level that cannot run in the subject's slot: a chain over
    /// another chain, or a `distinctUntilChanged` of elements larger than two words, aligned to
    /// more than a word or needing destruction; see "How RxCore works" in CONTRIBUTING.md).
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
        let source = asObservable()
        if source.keyedAttach != nil || source.subjectAttach != nil {
            // In trivial words of this stack frame, which the subject moves the entry out of when
            // it lists it: then nothing is left to destroy here.
            var storage = KeyedEntry.Storage()
            KeyedEntry.Storage.place(
                SubjectEntry(onNext: onNext, onError: onError, onCompleted: onCompleted), at: &storage)
            // Without `onDisposed` there is nothing a subscription object has to run, so the
            // subject keeps the closures under a key (`nil` when it is busy: then as below).
            // Called through optional chaining, not bound to a constant: a bound closure is
            // retained around the call.
            if onDisposed == nil, let keyed = source.keyedAttach?(source, nil, &storage, nil) {
                return keyed
            }
            return Self.subscribeListed(source, storage.take(as: Element.self), onDisposed: onDisposed)
        }
        let subscription =
            onDisposed.map(SingleAssignmentDisposable.init(disposalAction:)) ?? SingleAssignmentDisposable()
        let sink = SubscriberSink<Element>(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            subscription: subscription
        )
        source.run(AnyObserver(sink), subscription)
        return subscription
    }

    // `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject, or on a fused chain over
    // one, with a subscription object: with `onDisposed`, or while the subject was busy. Out of
    // line, so that the common path stays short.
    @inlinable
    @inline(never)
    internal static func subscribeListed(
        _ source: Observable<Element>,
        _ closures: consuming SubjectEntry<Element>,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let subscription =
            onDisposed.map(SingleAssignmentDisposable.init(disposalAction:)) ?? SingleAssignmentDisposable()
        if let attach = source.subjectAttach {
            // A subject serializes, keeps the grammar and skips a disposed subscription itself,
            // so it keeps the closures without a sink.
            attach(source, closures, subscription)
            return subscription
        }
        // A fused chain over a subject.
        let sink = SubscriberSink<Element>(
            onNext: closures.nextHandler,
            onError: closures.onError,
            onCompleted: closures.onCompleted,
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
