import RxCoreAtomics

/// A machine word operated on atomically through its address: a word of an ``AtomicCell``'s
/// own allocation, or one kept inline in an object (see ``InlineStateHolder``).
@usableFromInline
internal struct AtomicWord {
    @usableFromInline
    internal let pointer: UnsafeMutablePointer<rx_atomic_word>

    @inlinable
    @inline(__always)
    internal init(_ pointer: UnsafeMutablePointer<rx_atomic_word>) {
        self.pointer = pointer
    }

    @inlinable
    @inline(__always)
    internal func load(ordering: AtomicOrdering) -> Int {
        rx_atomic_load(pointer, ordering.memoryOrder)
    }

    @inlinable
    @inline(__always)
    internal func store(_ value: Int, ordering: AtomicOrdering) {
        rx_atomic_store(pointer, value, ordering.memoryOrder)
    }

    /// Stores `value` and returns the previous value.
    @inlinable
    @inline(__always)
    internal func exchange(_ value: Int, ordering: AtomicOrdering) -> Int {
        rx_atomic_exchange(pointer, value, ordering.memoryOrder)
    }

    /// Stores `desired` if the word holds `expected`; a failed exchange is relaxed.
    @inlinable
    @inline(__always)
    internal func compareExchange(expected: Int, desired: Int, ordering: AtomicOrdering) -> (
        exchanged: Bool, original: Int
    ) {
        let original = rx_atomic_compare_exchange(pointer, expected, desired, ordering.memoryOrder)
        return (original == expected, original)
    }

    /// Adds `delta`, wrapping on overflow.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func wrappingAdd(_ delta: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = rx_atomic_fetch_add(pointer, delta, ordering.memoryOrder)
        return (old, old &+ delta)
    }

    /// Subtracts `delta`, wrapping on overflow.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func wrappingSubtract(_ delta: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = rx_atomic_fetch_add(pointer, 0 &- delta, ordering.memoryOrder)
        return (old, old &- delta)
    }

    /// Sets `bits`.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func bitwiseOr(_ bits: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = rx_atomic_fetch_or(pointer, bits, ordering.memoryOrder)
        return (old, old | bits)
    }
}
