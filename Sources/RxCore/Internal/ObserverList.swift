/// The observers of a subject, in subscription order.
///
/// Hand-managed storage of unmanaged references rather than an `Array`: reading an array from a
/// class property retains its buffer, and calling a closure loaded from memory retains its
/// context, and a subject does both on every event. Here the list owns one manual retain per
/// entry and dispatch borrows each entry, so an event costs no reference counting at all.
/// Copying the struct copies three words. The owning subject mutates it only from inside its
/// serialized operations and calls ``deallocate()`` in `deinit`.
///
/// - Complexity: Adding is amortized O(1); removing is O(*n*), which is cheap for the handful of
///   observers a subject usually has.
@usableFromInline
internal struct ObserverList<Element> {
    @usableFromInline
    internal typealias Entry = Unmanaged<SubjectSubscription<Element>>

    @usableFromInline
    internal var storage: UnsafeMutablePointer<Entry>?

    @usableFromInline
    internal var count = 0

    @usableFromInline
    internal var capacity = 0

    @inlinable
    internal init() {}

    @inlinable
    internal var isEmpty: Bool { count == 0 }

    @inlinable
    internal mutating func append(_ subscription: SubjectSubscription<Element>) {
        if count == capacity { grow() }
        (storage! + count).initialize(to: Unmanaged.passRetained(subscription))
        count += 1
        _checkInvariants()
    }

    @usableFromInline
    internal mutating func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newStorage = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        if let storage {
            newStorage.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
        _checkInvariants()
    }

    /// Removes the entry with this identity if it is in the list.
    @inlinable
    internal mutating func remove(_ identifier: ObjectIdentifier) {
        guard let storage else { return }
        for index in 0..<count where storage[index]._withUnsafeGuaranteedRef({ $0.identifier }) == identifier {
            let removed = storage[index]
            (storage + index).moveInitialize(from: storage + index + 1, count: count - index - 1)
            count -= 1
            removed.release()
            _checkInvariants()
            return
        }
    }

    /// Removes every observer, keeping the storage for reuse.
    @inlinable
    internal mutating func removeAll() {
        guard let storage else { return }
        let removed = count
        count = 0
        for index in 0..<removed {
            storage[index].release()
        }
        _checkInvariants()
    }

    /// Sends `event` to every observer whose subscription is not disposed, in subscription order.
    ///
    /// The caller must not mutate the list until this returns; subjects guarantee it because
    /// re-entrant calls are queued behind the current operation.
    @inlinable
    internal func dispatch(_ event: Event<Element>) {
        guard let storage else { return }
        for index in 0..<count {
            storage[index]._withUnsafeGuaranteedRef { entry in
                // Disposed during this broadcast (by an earlier observer, or another thread):
                // its removal is queued behind us, but it must not hear this event.
                if !entry.subscription.isDisposedInline { entry.observer.on(event) }
            }
        }
    }

    /// Checks the list's structure in debug builds: the count fits the capacity, storage exists
    /// exactly when there is capacity, and no subscription is listed twice.
    @inlinable
    internal func _checkInvariants() {
        #if DEBUG
            precondition(count >= 0 && count <= capacity, "ObserverList: count \(count), capacity \(capacity)")
            precondition((storage == nil) == (capacity == 0), "ObserverList: storage does not match capacity")
            guard let storage, count > 1 else { return }
            var identifiers = Set<ObjectIdentifier>()
            for index in 0..<count {
                let identifier = storage[index]._withUnsafeGuaranteedRef { $0.identifier }
                precondition(identifiers.insert(identifier).inserted, "ObserverList: an observer is listed twice")
            }
        #endif
    }

    /// Releases the observers and the storage; the list must not be used afterwards.
    @inlinable
    internal mutating func deallocate() {
        removeAll()
        storage?.deallocate()
        storage = nil
        capacity = 0
    }
}
