extension ConnectableObservableType {
    /// Returns an observable that connects this connectable sequence when its first observer
    /// subscribes and disconnects when its last observer unsubscribes.
    ///
    /// ```swift
    /// let shared = source.publish().refCount()
    /// ```
    ///
    /// When the source terminates, the connection ends; the next subscriber connects again.
    ///
    /// - Returns: An observable that manages the connection by counting its subscribers.
    public func refCount() -> Observable<Element> {
        let state = RefCountState(source: self)
        return Observable<Element>.make { observer, subscription in
            let sink = RefCountSink(state: state, observer: observer, subscription: subscription)
            subscription.setDisposable(sink)
            sink.run()
        }
    }
}

/// The subscriber count and connection shared by the subscriptions of one `refCount()`.
internal final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
    // `count`, `connectionID` and `connection` are guarded by `lock`, which is never held while
    // connecting, disconnecting or delivering.
    internal let source: Source
    internal let lock = Lock()
    internal var count = 0
    internal var connectionID: Int64 = 0
    internal var connection: Disposable?

    internal init(source: Source) {
        self.source = source
    }
}

/// One subscription of a `refCount()`; follows RxSwift's `RefCountSink`, including the
/// connection id that keeps a subscriber of an ended connection from disconnecting a new one.
internal final class RefCountSink<Source: ConnectableObservableType>: ObserverType, Disposable, @unchecked Sendable {
    internal typealias Element = Source.Element

    // `connectionSnapshot` is guarded by `state.lock`; `stopped` is touched only by events,
    // which the connectable sequence serializes; the rest is immutable or atomic.
    private let state: RefCountState<Source>
    private let observer: AnyObserver<Element>
    private let subscription: SingleAssignmentDisposable
    private let upstream = SingleAssignmentDisposable()
    private let disposed = AtomicCell<Bool>(false)
    private var connectionSnapshot: Int64 = -1
    private var stopped = false

    internal init(
        state: RefCountState<Source>, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable
    ) {
        self.state = state
        self.observer = observer
        self.subscription = subscription
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func run() {
        state.source.asObservable().run(AnyObserver(self), upstream)
        let connects: Bool = state.lock.withLock {
            connectionSnapshot = state.connectionID
            if disposed.load(ordering: .acquiring) { return false }
            state.count += 1
            return state.count == 1
        }
        guard connects else { return }
        // Connecting may deliver synchronously, even the terminal event, so it runs unlocked.
        let connection = state.source.connect()
        let isStale: Bool = state.lock.withLock {
            if state.connectionID != connectionSnapshot || state.count == 0 { return true }
            if state.connection == nil { state.connection = connection }
            return false
        }
        if isStale { connection.dispose() }
    }

    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next:
            if !disposed.load(ordering: .acquiring) { observer.on(event) }
        case .error, .completed:
            stopped = true
            let connection: Disposable? = state.lock.withLock {
                guard state.connectionID == connectionSnapshot else { return nil }
                let connection = state.connection
                state.count = 0
                state.connectionID &+= 1
                state.connection = nil
                return connection
            }
            connection?.dispose()
            if !disposed.load(ordering: .acquiring) { observer.on(event) }
            subscription.dispose()
        }
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
        let connection: Disposable? = state.lock.withLock {
            guard state.connectionID == connectionSnapshot else { return nil }
            if state.count > 1 {
                state.count -= 1
                return nil
            }
            precondition(state.count == 1, "refCount() lost count of its subscribers")
            state.count = 0
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }
}
