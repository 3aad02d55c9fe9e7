#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on the calling thread, queueing work scheduled from inside running work until that
/// work returns (a trampoline).
///
/// The first `schedule` on a thread runs its action at once and then drains whatever the action
/// (and the actions it queued) scheduled, in order, before returning. Nested `schedule` calls only
/// enqueue, so recursive scheduling runs in a loop and never grows the stack:
///
/// ```swift
/// let scheduler = CurrentThreadScheduler.instance
/// _ = scheduler.schedule(()) { _ in
///     _ = scheduler.schedule(()) { _ in print("second"); return Disposables.create() }
///     print("first")
///     return Disposables.create()
/// }
/// // first, second
/// ```
///
/// It is the default scheduler of `of` and `from`. Unlike RxSwift, RxCore does not route every
/// subscription through this trampoline, and `of`/`from` on it emit synchronously in a loop (see
/// `Observable.from(_:scheduler:)`).
///
/// The per-thread queue lives in POSIX thread-specific storage, which costs a few nanoseconds;
/// Foundation's `Thread.current.threadDictionary` would cost far more on Linux.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance; the scheduler has no state of its own.
    public static let instance = CurrentThreadScheduler()

    /// Whether the calling thread has no trampoline running, so that the next `schedule` call runs
    /// its action at once rather than queueing it.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(TrampolineQueue.key) == nil
    }

    private init() {}

    /// Runs `action` now if no trampoline runs on this thread, otherwise queues it behind the work
    /// already queued.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet, or
    ///   disposes what the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let key = TrampolineQueue.key
        guard let current = pthread_getspecific(key) else {
            return runTrampoline(state, action, key)
        }
        let queue: TrampolineQueue
        if current == TrampolineQueue.runningWithoutQueue {
            queue = TrampolineQueue()
            pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        } else {
            queue = Unmanaged<TrampolineQueue>.fromOpaque(current).takeUnretainedValue()
        }
        let item = ScheduledItem { action(state) }
        queue.enqueue(item)
        return item
    }

    private func runTrampoline<StateType>(
        _ state: StateType,
        _ action: (StateType) -> Disposable,
        _ key: pthread_key_t
    ) -> Disposable {
        pthread_setspecific(key, TrampolineQueue.runningWithoutQueue)
        defer { pthread_setspecific(key, nil) }
        let disposable = action(state)
        guard let current = pthread_getspecific(key), current != TrampolineQueue.runningWithoutQueue else {
            return disposable
        }
        // Balanced by the `passRetained` that installed the queue.
        let queue = Unmanaged<TrampolineQueue>.fromOpaque(current).takeRetainedValue()
        while let item = queue.dequeue() {
            if !item.isDisposed { item.invoke() }
        }
        return disposable
    }
}
