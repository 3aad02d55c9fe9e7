import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in the order scheduled.
///
/// Operators such as `observe(on:)` rely on the serial guarantee. When given a queue that might
/// be concurrent, the scheduler creates a serial queue that targets it.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// let io = SerialDispatchQueueScheduler(internalSerialQueueName: "app.io")
/// ```
///
/// `@unchecked Sendable` only because the class is not final (``MainScheduler`` inherits from
/// it); every stored property is immutable and `Sendable`.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The time type of this scheduler.
    public typealias Time = Date

    /// The time-interval type of this scheduler.
    public typealias TimeInterval = Foundation.TimeInterval

    internal let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Wraps `serialQueue`, which the caller guarantees is serial (the main queue, for example).
    internal init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the queue.
    ///   - serialQueueConfiguration: Called once with the new queue, to configure it.
    ///   - leeway: How much the system may defer timers, for power efficiency.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`, which may be concurrent.
    ///
    /// - Parameters:
    ///   - queue: The queue that runs the work.
    ///   - internalSerialQueueName: The label of the serial queue in front of `queue`.
    ///   - leeway: How much the system may defer timers, for power efficiency.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a serial queue that targets the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue.
    ///   - internalSerialQueueName: The label of the serial queue in front of the global queue.
    ///   - leeway: How much the system may defer timers, for power efficiency.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Runs `action` on the queue, after the work already scheduled.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The immediate scheduling that subclasses (``MainScheduler``) refine.
    internal func scheduleInternal<StateType>(
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
