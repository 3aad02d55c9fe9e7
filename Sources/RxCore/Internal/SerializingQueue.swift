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
        if workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            process(operation)
            let arrivals = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
            if arrivals != 0 { drain(arrivals, process) }
            return
        }
        lock.withLock { pending.append(operation) }
        if workInProgress.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain(1, process)
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
