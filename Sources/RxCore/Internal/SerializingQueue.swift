import Synchronization

/// Runs operations one at a time, in arrival order, on whichever thread arrives while no other
/// thread is running them; threads that arrive meanwhile enqueue their operation and return.
///
/// This is how RxCore serializes events without holding a lock while observers run: there is no
/// deadlock when an observer calls back into the same or another subject, a re-entrant call is
/// queued behind the operation that caused it instead of overtaking it, and the uncontended path
/// costs two atomic operations and no allocation.
///
/// State that only operations touch needs no further synchronization: the acquire/release pairs
/// on `workInProgress` order every operation after the previous one. Owners either hold one or
/// inherit from it (to save an allocation per subscription).
@usableFromInline
internal class SerializingQueue<Operation>: @unchecked Sendable {
    // The number of arrivals not yet accounted for by the draining thread; non-zero while some
    // thread owns the queue.
    @usableFromInline
    internal let workInProgress = Atomic<Int>(0)

    // Guards `pending`, which is only used when operations overlap.
    @usableFromInline
    internal let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked)
    internal var pending: [Operation] = []

    @inlinable
    internal init() {}

    /// Runs `operation` through `process` now, or queues it for the thread that owns the queue.
    ///
    /// - Parameters:
    ///   - operation: The operation to run.
    ///   - process: Runs one operation; called only by the owning thread, never concurrently.
    @inlinable
    internal final func perform(_ operation: Operation, _ process: (Operation) -> Void) {
        complete(admit(operation), operation, process)
    }

    /// What ``admit(_:)`` decided for an operation.
    @usableFromInline
    internal enum Admission {
        /// The caller owns the queue and runs the operation first.
        case owner
        /// The operation is queued and the caller owns the queue, so it drains it.
        case drainer
        /// The operation is queued for the thread that owns the queue.
        case queued
    }

    /// The first half of ``perform(_:_:)``: takes the operation's place in the queue.
    ///
    /// Split from ``complete(_:_:_:)`` so that an owner can record something in the same critical
    /// section that fixes the operation's position (`BehaviorSubject` updates its current value
    /// under its own lock, so that the value and the delivery order agree). It never runs an
    /// operation and never blocks for long.
    @inlinable
    internal final func admit(_ operation: Operation) -> Admission {
        if workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            return .owner
        }
        lock.withLock { pending.append(operation) }
        return workInProgress.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 ? .drainer : .queued
    }

    /// The second half of ``perform(_:_:)``: runs what `admission` says this thread must run.
    @inlinable
    internal final func complete(_ admission: Admission, _ operation: Operation, _ process: (Operation) -> Void) {
        switch admission {
        case .owner:
            process(operation)
            let arrivals = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
            if arrivals != 0 { drain(arrivals, process) }
        case .drainer:
            drain(1, process)
        case .queued:
            break
        }
    }

    /// Whether some thread is running operations right now (a hint; it may change at once).
    @inlinable
    internal final var isBusy: Bool {
        workInProgress.load(ordering: .relaxed) != 0
    }

    // Runs queued operations until no arrival is unaccounted for. `arrivals` is the count this
    // thread still has to subtract; every arrival enqueued its operation before counting itself,
    // so after taking a batch the count can only be too high, never too low.
    @inlinable
    internal final func drain(_ arrivals: Int, _ process: (Operation) -> Void) {
        var missed = arrivals
        while true {
            let batch: [Operation] = lock.withLock {
                let batch = pending
                pending = []
                return batch
            }
            for operation in batch {
                process(operation)
            }
            missed = workInProgress.wrappingSubtract(missed, ordering: .acquiringAndReleasing).newValue
            if missed == 0 { return }
        }
    }
}
