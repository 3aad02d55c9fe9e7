import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small lock for short critical sections (appending to a queue, swapping a reference).
///
/// Why not `Synchronization.Mutex`: on Linux its contended path hands the lock over inside the
/// kernel (a priority-inheriting futex) from code that is not instrumented, so the thread
/// sanitizer sees no ordering between two owners and reports every field it guards as a race.
/// This lock is made only of atomic operations compiled into RxCore, which the sanitizer
/// understands, and costs the same on the uncontended path (one compare-exchange to acquire, one
/// store to release). Contended waiters spin briefly, then yield the processor, which suits the
/// few instructions RxCore holds it for; it is not reentrant.
@usableFromInline
internal struct Lock: ~Copyable, Sendable {
    @usableFromInline
    internal let locked = Atomic<Bool>(false)

    @inlinable
    internal init() {}

    /// Runs `body` while holding the lock.
    @inlinable
    internal func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        acquire()
        defer { release() }
        return try body()
    }

    @inlinable
    @inline(__always)
    internal func acquire() {
        if locked.compareExchange(
            expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
        )
        .exchanged {
            return
        }
        acquireContended()
    }

    @usableFromInline
    internal func acquireContended() {
        var attempts = 0
        while true {
            if !locked.load(ordering: .relaxed),
                locked.compareExchange(
                    expected: false,
                    desired: true,
                    successOrdering: .acquiring,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            attempts += 1
            // The holder is usually done within a few loads; past that it was probably
            // preempted, and spinning on would only keep it off the processor.
            if attempts > 32 { sched_yield() }
        }
    }

    @inlinable
    @inline(__always)
    internal func release() {
        locked.store(false, ordering: .releasing)
    }
}
