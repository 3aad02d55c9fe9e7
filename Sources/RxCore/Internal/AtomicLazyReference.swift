/// A reference that is set at most once, from any thread, and then read without a lock: the
/// portable counterpart of `Synchronization.AtomicLazyReference`.
@usableFromInline
internal struct AtomicLazyReference<Instance: AnyObject>: ~Copyable, @unchecked Sendable {
    // Sendable: the cell holds zero or the address of an instance it owns one retain of; it
    // changes once, atomically, and the instance is only published after it was created.
    @usableFromInline
    internal let cell = AtomicCell<Int>(0)

    @inlinable
    internal init() {}

    @inlinable
    deinit {
        let address = cell.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: address) {
            Unmanaged<Instance>.fromOpaque(pointer).release()
        }
    }

    /// The instance, if one was stored.
    @inlinable
    internal func load() -> Instance? {
        guard let pointer = UnsafeRawPointer(bitPattern: cell.load(ordering: .acquiring)) else { return nil }
        return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Forgets the stored instance, if any, releasing it; for an owner's `deinit`, when nobody
    /// else can reach this reference any more.
    @inlinable
    internal func removeForTeardown() {
        let address = cell.exchange(0, ordering: .acquiringAndReleasing)
        if let pointer = UnsafeRawPointer(bitPattern: address) {
            Unmanaged<Instance>.fromOpaque(pointer).release()
        }
    }

    /// Stores `instance` unless an instance is already stored.
    ///
    /// - Returns: The stored instance: `instance`, or the one another call stored first.
    @inlinable
    internal func storeIfNil(_ instance: Instance) -> Instance {
        let retained = Unmanaged.passRetained(instance)
        let address = Int(bitPattern: retained.toOpaque())
        let result = cell.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if result.exchanged { return instance }
        retained.release()
        // A failed exchange is relaxed; the load orders the winner's instance before its use.
        return load()!
    }
}
