import Foundation

/// Runs work on the main queue: at once whenever the caller is already on it, otherwise
/// asynchronously.
///
/// Unlike ``MainScheduler``, it never queues work scheduled from the main queue behind work
/// already waiting there, so nested scheduling from main-queue code runs inline. That makes it
/// the scheduler for subscribing on the main thread (`subscribe(on:)`), which is how
/// ``ControlProperty`` and ``ControlEvent`` use it, as in RxSwift; use ``MainScheduler`` to
/// deliver events (`observe(on:)`), where order matters.
///
/// ```swift
/// source.subscribe(on: ConcurrentMainScheduler.instance)
/// ```
///
/// Timed work is delegated to ``MainScheduler/instance``.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The scheduler every caller shares.
    public static let instance = ConcurrentMainScheduler()

    private let mainScheduler = MainScheduler.instance

    private init() {}

    /// The current time.
    public var now: RxTime {
        mainScheduler.now
    }

    /// Runs `action` now if the caller is on the main queue, otherwise dispatches it there.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainScheduler.isOnMainQueue {
            return action(state)
        }
        return mainScheduler.configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue every `period`, starting after `startAfter`.
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
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
