import Foundation

/// A disposable that disposes the disposable it wraps only once it was disposed itself and every
/// disposable handed out by ``retain()`` was disposed too.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let lease = shared.retain()
/// shared.dispose()  // connection still alive: `lease` holds it
/// lease.dispose()   // now connection is disposed
/// ```
///
/// Thread-safe.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        // `nil` once the wrapped disposable was handed out for disposal.
        var disposable: Disposable?
        var primaryDisposed = false
        var count = 0
    }

    // All state is behind `lock`, which is why the class can be `@unchecked Sendable`.
    private let lock = NSLock()
    private var state: State

    /// Wraps `disposable`.
    ///
    /// - Parameter disposable: The disposable to dispose once this and every retained lease are
    ///   disposed.
    public init(disposable: Disposable) {
        state = State(disposable: disposable)
    }

    /// Whether the wrapped disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { state.disposable == nil }
    }

    /// Hands out a lease that keeps the wrapped disposable alive until the lease is disposed.
    ///
    /// Once the wrapped disposable has been disposed, the lease returned does nothing.
    ///
    /// - Returns: The lease; disposing it more than once counts once.
    public func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Disposes the wrapped disposable now if no lease is outstanding, otherwise when the last
    /// one is disposed. Calling it again does nothing.
    public func dispose() {
        let disposable = lock.withLock { () -> Disposable? in
            guard state.disposable != nil, !state.primaryDisposed else { return nil }
            state.primaryDisposed = true
            return takeIfReleased(&state)
        }
        disposable?.dispose()
    }

    private func release() {
        let disposable = lock.withLock { () -> Disposable? in
            guard state.disposable != nil else { return nil }
            precondition(state.count > 0, "RefCountDisposable: a lease was released more often than retained")
            state.count -= 1
            return takeIfReleased(&state)
        }
        disposable?.dispose()
    }

    private func takeIfReleased(_ state: inout State) -> Disposable? {
        guard state.primaryDisposed, state.count == 0 else { return nil }
        defer { state.disposable = nil }
        return state.disposable
    }
}
