/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// Use it for work that is replaced, such as the request for the latest query. Once the serial
/// disposable is disposed, whatever is assigned afterwards is disposed at once.
///
/// ```swift
/// let request = SerialDisposable()
/// request.disposable = search("a").subscribe()
/// request.disposable = search("ab").subscribe()  // cancels the search for "a"
/// request.dispose()                                // cancels the search for "ab"
/// ```
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // `current` and `disposed` are guarded by `lock`; disposables are disposed outside it, so
    // their disposal may touch this object again without deadlocking.
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// Creates a serial disposable that holds nothing.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The disposable currently held; a no-op disposable when there is none.
    ///
    /// Setting it disposes the previous one. Setting it after ``dispose()`` disposes the new one
    /// right away and keeps nothing.
    public var disposable: Disposable {
        get {
            lock.withLock { current } ?? Disposables.create()
        }
        set {
            let (previous, rejected): (Disposable?, Bool) = lock.withLock {
                if disposed { return (nil, true) }
                let previous = current
                current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and every one assigned later.
    public func dispose() {
        let previous: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        previous?.dispose()
    }
}
