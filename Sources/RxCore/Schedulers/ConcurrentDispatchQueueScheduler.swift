import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
///
/// Good for `subscribe(on:)` and independent background work; use
/// ``SerialDispatchQueueScheduler`` where events must stay in order.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// ```
///
/// `@unchecked Sendable` only because the class is not final, as in RxSwift; every stored
/// property is immutable and `Sendable`.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The time type of this scheduler.
    public typealias Time = Date

    /// The time-interval type of this scheduler.
    public typealias TimeInterval = Foundation.TimeInterval

    internal let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Creates a scheduler that runs work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue that runs the work.
    ///   - leeway: How much the system may defer timers, for power efficiency.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler that runs work on the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue.
    ///   - leeway: How much the system may defer timers, for power efficiency.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Runs `action` on the queue as soon as possible.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue every `period` after `startAfter`, with a dispatch timer.
    ///
    /// Runs never overlap: a dispatch timer does not fire again while its handler runs.
    ///
    /// - Parameters:
    ///   - state: The state passed to the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The work; its result is the state of the next run.
    /// - Returns: A disposable that stops the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
