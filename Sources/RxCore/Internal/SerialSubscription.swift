/// Holds the subscription of the current attempt of an operator that subscribes to one source
/// after another (`catch`, `retry`, `retry(when:)`); replacing it disposes the previous one.
///
/// Once disposed, it disposes whatever it is handed at once, so a resubscription racing with the
/// subscriber's `dispose()` cannot leak.
@usableFromInline
internal final class SerialSubscription: Cancelable, @unchecked Sendable {
    // `current` and `disposed` are guarded by `lock` (the sanitizer-visible ``Lock``); disposables
    // are disposed outside it.
    private let lock = Lock()
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    @usableFromInline
    internal init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @usableFromInline
    internal var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Makes `next` the current subscription and disposes the previous one.
    ///
    /// - Returns: `false` if this holder was already disposed, in which case `next` has been
    ///   disposed and the caller should not start the work it guards.
    @usableFromInline
    @discardableResult
    internal func replace(with next: Disposable) -> Bool {
        let outcome: (previous: Disposable?, accepted: Bool) = lock.withLock {
            if disposed { return (nil, false) }
            let previous = current
            current = next
            return (previous, true)
        }
        outcome.previous?.dispose()
        if !outcome.accepted { next.dispose() }
        return outcome.accepted
    }

    /// Disposes the current subscription and every later one.
    @usableFromInline
    internal func dispose() {
        let taken: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        taken?.dispose()
    }
}
