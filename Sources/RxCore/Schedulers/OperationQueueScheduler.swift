import Foundation

/// Runs work as operations on an `OperationQueue`.
///
/// The queue's `maxConcurrentOperationCount` decides whether actions may run at once.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Both properties are immutable; `OperationQueue` is thread-safe.

    /// The queue the operations are added to.
    public let operationQueue: OperationQueue

    /// The priority of every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds operations of `queuePriority` to `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue that runs the work.
    ///   - queuePriority: The priority of the operations.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledAction(state, action)
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.run())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
