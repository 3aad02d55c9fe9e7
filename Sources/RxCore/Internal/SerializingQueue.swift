import RxCoreAtomics

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
internal class SerializingQueue<Operation>: SerializingQueueBase, @unchecked Sendable {
    @usableFromInline
    @exclusivity(unchecked)
    internal var pending: [Operation] = []  // guarded by `lock`; only used when operations overlap

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
        return admitBehind(operation)
    }

    // Out of line, so that the uncontended path of `admit` stays small enough to be inlined.
    @inlinable
    @inline(never)
    internal final func admitBehind(_ operation: Operation) -> Admission {
        lock.withLock { pending.append(operation) }
        return workInProgress.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 ? .drainer : .queued
    }

    /// The second half of ``perform(_:_:)``: runs what `admission` says this thread must run.
    @inlinable
    internal final func complete(_ admission: Admission, _ operation: Operation, _ process: (Operation) -> Void) {
        switch admission {
        case .owner:
            process(operation)
            release(process)
        case .drainer:
            drain(1, process)
        case .queued:
            break
        }
    }

    /// Takes the queue if no operation is running or queued, so that the caller can apply an
    /// operation directly, without building an `Operation` value; on `true` the caller must
    /// ``release(_:)`` the queue when done.
    ///
    /// Owners use it on their subscription paths, where packing the arguments into an
    /// `Operation` and taking them out again costs more than the work itself.
    @inlinable
    @inline(__always)
    internal final func tryAcquire() -> Bool {
        workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Gives back a queue taken by ``tryAcquire()`` (or by an `.owner` admission), first running
    /// the operations that arrived meanwhile.
    @inlinable
    @inline(__always)
    internal final func release(_ process: (Operation) -> Void) {
        let arrivals = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        if arrivals != 0 { drain(arrivals, process) }
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

/// The root class of every ``SerializingQueue``: it keeps the queue's atomic state inline, as its
/// only stored property (see ``InlineStateHolder``, which gives the state's parts: `workInProgress`,
/// `flags` and `lock`), so that a queue and its owner are one allocation; the queue and its owners
/// add their fields in subclasses.
@usableFromInline
internal class SerializingQueueBase: InlineStateHolder, @unchecked Sendable {
    // Sendable: the only stored property is touched through `workInProgress`, `flags` and `lock`,
    // which are atomic or a lock. It must stay the only one (see ``InlineStateHolder``).
    // Never read or written as a property after `init`: only through `InlineStateHolder`.
    @usableFromInline
    internal final var queueState: rx_queue_state

    @usableFromInline
    internal typealias InlineState = rx_queue_state

    @inlinable
    internal init() {
        queueState = rx_queue_state()
        lock.initialize()
    }
}
