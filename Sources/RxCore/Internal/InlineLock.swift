import RxCoreAtomics

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

    /// Runs `body` while holding the lock.
    @inlinable
    internal func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        rx_lock_acquire(pointer)
        defer { rx_lock_release(pointer) }
        return try body()
    }
}
