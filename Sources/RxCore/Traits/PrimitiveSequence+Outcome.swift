extension PrimitiveSequence {
    /// Subscribes `handle` to the source's first event only: the outcome of a ``Single`` or a
    /// ``Maybe``. Later events (a single's completion after its element) are dropped.
    ///
    /// The source delivers serialized events, so the flag needs no lock.
    internal func subscribeToOutcome(_ handle: @escaping (Event<Element>) -> Void) -> Disposable {
        var finished = false
        return source.subscribe { event in
            if finished { return }
            finished = true
            handle(event)
        }
    }

    /// Subscribes `handle` to the outcome and runs `onDisposed` once: right after `handle`
    /// returns, or when the subscription is disposed before an outcome arrived.
    internal func subscribeToOutcome(
        onDisposed: (() -> Void)?,
        _ handle: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        let ended: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribeToOutcome { event in
            handle(event)
            ended.dispose()
        }
        return Disposables.create(subscription, ended)
    }
}
