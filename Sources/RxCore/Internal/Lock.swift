import RxCoreAtomics

/// A lock for short critical sections (appending to a queue, swapping a reference); not
/// reentrant. A thread that finds it taken sleeps until the owner releases it (on Linux after
/// spinning for a few microseconds), so a waiter behind a preempted owner does not burn a core.
///
/// On Apple platforms it is `os_unfair_lock`, which also lets a waiting thread donate its
/// priority to the owner, so a high-priority thread never waits on a preempted low-priority one.
/// On Linux it is a word of atomic operations that sleeps with the futex system call: one
/// compare-exchange to acquire and one exchange to release when uncontended, and the thread
/// sanitizer sees every hand-over (`Synchronization.Mutex` needs macOS 15 / iOS 18, and on Linux
/// it hands the lock over inside the kernel, where the sanitizer cannot see it); see
/// RxCoreAtomics.h. The lock lives in an allocation of its own because it must not move while a
/// thread waits on it.
@usableFromInline
internal struct Lock: ~Copyable, @unchecked Sendable {
    // Sendable: the pointer never changes, and the lock it points to is made for threads.
    @usableFromInline
    internal let pointer: UnsafeMutablePointer<rx_lock>

    @inlinable
    internal init() {
        pointer = UnsafeMutablePointer<rx_lock>.allocate(capacity: 1)
        pointer.initialize(to: rx_lock())
        rx_lock_initialize(pointer)
    }

    @inlinable
    deinit {
        pointer.deallocate()
    }

    /// Runs `body` while holding the lock.
    @inlinable
    internal func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        rx_lock_acquire(pointer)
        defer { rx_lock_release(pointer) }
        return try body()
    }
}

/// A platform lock stored inside an object rather than in an allocation of its own (see
/// ``Lock``); only the object that holds the storage makes one, for as long as it lives.
@usableFromInline
internal struct InlineLock {
    @usableFromInline
    internal let pointer: UnsafeMutablePointer<rx_lock>

    @inlinable
    @inline(__always)
    internal init(_ pointer: UnsafeMutablePointer<rx_lock>) {
        self.pointer = pointer
    }

    /// Makes the storage an unlocked lock; called once, by the object's `init`.
    @inlinable
    internal func initialize() {
        rx_lock_initialize(pointer)
    }

    /// Runs `body` while holding the lock.
    @inlinable
    internal func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        rx_lock_acquire(pointer)
        defer { rx_lock_release(pointer) }
        return try body()
    }
}
