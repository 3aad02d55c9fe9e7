extension ObservableType {
    /// Creates an observable from a closure that drives an observer.
    ///
    /// The closure runs once per subscription. It may call the observer from any thread: events
    /// are serialized and the grammar is enforced (anything after `error` or `completed` is
    /// dropped). Return a disposable that stops the work; it is disposed when the subscriber
    /// disposes or after a terminal event.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Called for each subscriber with an observer to feed.
    /// - Returns: The observable sequence.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// The observable behind `create`.
internal final class AnonymousObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Sendable: immutable; each subscription gets its own serializing sink.
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    internal init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        super.init()
    }

    override internal func produce(
        _ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable
    ) {
        let sink = AnonymousObservableSink(observer: observer)
        subscription.setDisposable(sink)
        sink.setResource(subscribeHandler(AnyObserver(sink)))
    }
}

/// Serializes the events user code sends, enforces the grammar, and releases the downstream
/// observer and the user's disposable once the subscription ends.
internal final class AnonymousObservableSink<Element>: SerializingQueue<SinkOperation<Element>>, Disposable,
    ObserverType, @unchecked Sendable
{
    // Touched only by operations, which `SerializingQueue` runs one at a time.
    private var observer: AnyObserver<Element>?

    // The user's disposable; guarded by `lock` (inherited).
    private var resource: Disposable?
    private var resourceDisposed = false

    private let disposed = AtomicCell<Bool>(false)

    internal init(observer: AnyObserver<Element>) {
        self.observer = observer
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Element>) {
        if disposed.load(ordering: .acquiring) { return }
        #if DEBUG
            if isBusy {
                Hooks.reportGrammarViolation(
                    "Observable.create: an event was sent while the previous one was still being delivered "
                        + "(re-entrant or concurrent onNext); it was queued behind it"
                )
            }
        #endif
        perform(.event(event), process)
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        perform(.release, process)
        disposeResource()
    }

    /// Stores the user's disposable, or disposes it at once if the subscription already ended.
    internal func setResource(_ disposable: Disposable) {
        let accepted: Bool = lock.withLock {
            if resourceDisposed { return false }
            resource = disposable
            return true
        }
        if !accepted { disposable.dispose() }
    }

    private func disposeResource() {
        let taken: Disposable? = lock.withLock {
            resourceDisposed = true
            defer { resource = nil }
            return resource
        }
        taken?.dispose()
    }

    private func process(_ operation: SinkOperation<Element>) {
        switch operation {
        case .release:
            observer = nil
        case .event(let event):
            guard let observer else { return }
            if event.isStopEvent {
                self.observer = nil
                observer.on(event)
                dispose()
            } else {
                observer.on(event)
            }
        }
    }
}
