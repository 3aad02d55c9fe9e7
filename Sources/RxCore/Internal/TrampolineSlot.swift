#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's trampoline state for ``CurrentThreadScheduler``, kept in POSIX
/// thread-specific storage (a few nanoseconds; Foundation's `Thread.current.threadDictionary`
/// costs far more on Linux).
///
/// The stored word is `nil` when no trampoline runs, a marker while one runs with nothing queued
/// yet (so a `schedule` that queues nothing allocates nothing), otherwise a retained
/// ``TrampolineQueue``. The raw pointers stay inside this type; callers see ``State``.
internal enum TrampolineSlot {
    /// What runs on the calling thread.
    internal enum State {
        /// No trampoline runs: the next `schedule` runs its action at once.
        case idle
        /// A trampoline runs and has queued nothing yet.
        case runningWithoutQueue
        /// A trampoline runs with this queue.
        case running(TrampolineQueue)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "CurrentThreadScheduler: pthread_key_create failed (\(status))")
        return key
    }()

    private static var marker: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    /// Whether no trampoline runs on the calling thread.
    internal static var isIdle: Bool { pthread_getspecific(key) == nil }

    /// The calling thread's state.
    internal static var state: State {
        guard let word = pthread_getspecific(key) else { return .idle }
        if word == marker { return .runningWithoutQueue }
        return .running(Unmanaged<TrampolineQueue>.fromOpaque(word).takeUnretainedValue())
    }

    /// Marks a trampoline as running on the calling thread, with no queue yet.
    internal static func begin() {
        pthread_setspecific(key, marker)
    }

    /// Gives the running trampoline `queue`; the slot keeps it until ``end()``.
    internal static func install(_ queue: TrampolineQueue) {
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
    }

    /// Marks the calling thread idle again and hands back the queue the trampoline installed, if any.
    internal static func end() -> TrampolineQueue? {
        guard let word = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        if word == marker { return nil }
        // Balanced by the `passRetained` of `install(_:)`.
        return Unmanaged<TrampolineQueue>.fromOpaque(word).takeRetainedValue()
    }
}
