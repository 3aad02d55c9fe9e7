import RxCoreAtomics

/// A machine word inside an object, operated on atomically through its address.
///
/// A Swift property cannot be handed to C by address without an `inout` access, which the
/// thread sanitizer reports as a racing write when two threads make one at once. So an object
/// that keeps an atomic word inline (to save the allocation an ``AtomicCell`` costs) declares
/// it as its *first* stored property, in a class without a superclass, and reaches it with
/// ``AtomicWord/inObject(_:)``: the standard library's `_getUnsafePointerToStoredProperties`
/// returns the address of exactly that property. `AtomicWordLayoutTests` checks every such class.
@usableFromInline
internal struct AtomicWord {
    @usableFromInline
    internal let pointer: UnsafeMutablePointer<rx_atomic_word>

    @inlinable
    @inline(__always)
    internal init(_ pointer: UnsafeMutablePointer<rx_atomic_word>) {
        self.pointer = pointer
    }

    /// The word stored first in `object`, whose class has no superclass.
    @inlinable
    @inline(__always)
    internal static func inObject(_ object: AnyObject) -> AtomicWord {
        AtomicWord(_getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: rx_atomic_word.self))
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
