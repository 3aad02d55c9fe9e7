/// A scheduler that runs work as soon as it can, with no notion of time.
///
/// Schedulers decide where and when the actions of an observable sequence run: on the current
/// thread (``CurrentThreadScheduler``), on a dispatch queue (``SerialDispatchQueueScheduler``,
/// ``ConcurrentDispatchQueueScheduler``, ``MainScheduler``), on an `OperationQueue`
/// (``OperationQueueScheduler``) or in virtual time (``VirtualTimeScheduler``, `TestScheduler`).
///
/// ```swift
/// let work = MainScheduler.instance.schedule(42) { answer in
///     print(answer)
///     return Disposables.create()
/// }
/// work.dispose()  // cancels the action if it has not run yet
/// ```
///
/// Schedulers are `Sendable`: operators capture them and call them from whichever thread delivers
/// events. The actions themselves are not required to be `Sendable`, as in RxSwift; a scheduler
/// hands each action to exactly one thread and runs it once.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state` as soon as possible.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run. The disposable it returns is disposed when the returned
    ///     disposable is disposed after the action ran.
    /// - Returns: A disposable that cancels the action if it has not started yet (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action` to run with `state`, and lets it schedule itself again with new state.
    ///
    /// Each call of `recurse` schedules one more run of `action` on this scheduler. On
    /// ``CurrentThreadScheduler`` the runs are trampolined, so a long recursion does not grow the
    /// stack:
    ///
    /// ```swift
    /// _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { count, recurse in
    ///     if count < 100_000 { recurse(count + 1) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - action: The work to run; call its second argument to schedule the next run.
    /// - Returns: A disposable that cancels every pending run.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveScheduler<State>(scheduler: self) { state, recursion in
            action(state) { next in recursion.schedule(next) }
        }
        recursion.schedule(state)
        return recursion
    }
}
