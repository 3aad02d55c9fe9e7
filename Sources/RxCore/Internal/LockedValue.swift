/// A value that is only read or changed while holding a ``Lock``: the portable counterpart of
/// `Synchronization.Mutex`.
@usableFromInline
internal struct LockedValue<Value>: ~Copyable, @unchecked Sendable {
    // Sendable: `storage` is touched only inside `withLock`.
    @usableFromInline
    internal let lock = Lock()

    @usableFromInline
    internal let storage: UnsafeMutablePointer<Value>

    @inlinable
    internal init(_ value: Value) {
        storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    @inlinable
    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    internal func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&storage.pointee) }
    }
}
