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
        TrampolineSlot.isIdle
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
        let queue: TrampolineQueue
        switch TrampolineSlot.state {
        case .idle:
            return runTrampoline(state, action)
        case .runningWithoutQueue:
            queue = TrampolineQueue()
            TrampolineSlot.install(queue)
        case .running(let running):
            queue = running
        }
        let item = ScheduledItem { action(state) }
        queue.enqueue(item)
        return item
    }

    private func runTrampoline<StateType>(_ state: StateType, _ action: (StateType) -> Disposable) -> Disposable {
        TrampolineSlot.begin()
        defer { _ = TrampolineSlot.end() }
        let disposable = action(state)
        // Drained while the thread still counts as running, so work it schedules queues behind it.
        if case .running(let queue) = TrampolineSlot.state {
            while let item = queue.dequeue() {
                if !item.isDisposed { item.invoke() }
            }
        }
        return disposable
    }
}
