#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A subscription made while a subject delivers its ending, from the thread that delivers it, is
/// served at once rather than queued.
///
/// An observer that subscribes again as it hears the terminal event (`share(replay:scope:
/// .forever)` and `multicast` resubscribing on completion, a `retry` or `repeat` built by hand)
/// gets the replayed elements and the terminal event before `subscribe` returns, as RxSwift gives
/// them; queued, they would reach it after the subject's other observers heard the end, and a
/// `refCount` would connect to the source again in between. Only the delivering thread may touch
/// the core then, and a terminated core only replays and ends its subscriber, so serving it at once
/// lists nothing and changes no state. A subscription that arrives while a live subject delivers
/// an element still waits for the element to reach every observer.
extension SubjectCore {
    /// Marks the calling thread as the one delivering the subject's ending; pair with
    /// ``endTerminalDelivery(restoring:)``. Operations only.
    ///
    /// - Returns: What to restore: a delivery may nest in another on the same thread.
    @usableFromInline
    internal func beginTerminalDelivery() -> ThreadIdentity? {
        let current = ThreadIdentity.current
        return lock.withLock {
            let previous = terminalDeliveryThread
            terminalDeliveryThread = current
            return previous
        }
    }

    /// Ends what ``beginTerminalDelivery()`` began. Operations only.
    @usableFromInline
    internal func endTerminalDelivery(restoring previous: ThreadIdentity?) {
        lock.withLock { terminalDeliveryThread = previous }
    }

    /// Whether the calling thread is delivering the subject's ending; from any thread.
    @usableFromInline
    internal var isDeliveringTerminalEventOnCurrentThread: Bool {
        let current = ThreadIdentity.current
        return lock.withLock { terminalDeliveryThread?.isSame(as: current) ?? false }
    }
}

/// A thread, compared by identity.
@usableFromInline
internal struct ThreadIdentity {
    private let thread: pthread_t

    /// The calling thread.
    @usableFromInline
    internal static var current: ThreadIdentity {
        ThreadIdentity(thread: pthread_self())
    }

    /// Whether `self` and `other` are the same thread.
    @usableFromInline
    internal func isSame(as other: ThreadIdentity) -> Bool {
        pthread_equal(thread, other.thread) != 0
    }
}
