import RxCoreAtomics

/// A lock for short critical sections (appending to a queue, swapping a reference); not
/// reentrant.
///
/// It is the platform's own lock (see RxCoreAtomics.h): `os_unfair_lock` on Apple platforms,
/// which lets a waiting thread donate its priority to the owner, so a high-priority thread
/// never waits on a preempted low-priority one (a spinning lock would invite that priority
/// inversion); `pthread_mutex_t` elsewhere, which the thread sanitizer intercepts, so it sees
/// the ordering between two owners. (`Synchronization.Mutex` needs macOS 15 / iOS 18, and on
/// Linux it hands the lock over inside the kernel where the sanitizer cannot see it.) The lock
/// lives in an allocation of its own because it must not move while a thread waits on it.
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
        rx_lock_destroy(pointer)
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
