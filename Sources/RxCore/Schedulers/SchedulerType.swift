import Dispatch
import Foundation

/// A point in time, as schedulers report it.
public typealias RxTime = Date

/// A span of time for relative and periodic scheduling: `.seconds(1)`, `.milliseconds(500)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A scheduler that can also run work after a delay and periodically.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .default)
/// let timer = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
///     print("300 ms later")
///     return Disposables.create()
/// }
/// ```
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started yet (best effort).
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` every `period`, starting after `startAfter`, threading the state through.
    ///
    /// - Parameters:
    ///   - state: The state passed to the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The work; its result is the state of the next run.
    /// - Returns: A disposable that stops the periodic work.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Runs `action` every `period`, starting after `startAfter`, by recursive relative scheduling.
    ///
    /// This is the emulation RxSwift uses for schedulers without native timers (virtual time
    /// schedulers among them): each tick schedules the next one `period` later, then runs
    /// `action` unless a previous run is still busy, in which case the missed run follows as soon
    /// as the busy one finishes.
    ///
    /// - Parameters:
    ///   - state: The state passed to the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The work; its result is the state of the next run.
    /// - Returns: A disposable that stops the periodic work.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        PeriodicSchedule(scheduler: self, period: period, state: state, action: action).start(after: startAfter)
    }
}
