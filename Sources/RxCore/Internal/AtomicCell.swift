import RxCoreAtomics

/// A value that can live in an ``AtomicCell``: it converts to and from one machine word.
@usableFromInline
internal protocol AtomicCellValue {
    /// The value as a word.
    var atomicWord: Int { get }

    /// The value a word holds.
    init(atomicWord: Int)
}

extension Int: AtomicCellValue {
    @inlinable
    internal var atomicWord: Int { self }

    @inlinable
    internal init(atomicWord: Int) { self = atomicWord }
}

extension Bool: AtomicCellValue {
    @inlinable
    internal var atomicWord: Int { self ? 1 : 0 }

    @inlinable
    internal init(atomicWord: Int) { self = atomicWord != 0 }
}

/// An atomic `Int` or `Bool` in a word of its own on the heap.
///
/// The portable counterpart of `Synchronization.Atomic`, with the same operation names. It costs
/// one allocation; an object on a hot path keeps an inline ``AtomicWord`` instead.
@usableFromInline
internal struct AtomicCell<Value: AtomicCellValue>: ~Copyable, @unchecked Sendable {
    // Sendable: the word is only ever accessed atomically; the pointer itself never changes.
    @usableFromInline
    internal let word: AtomicWord

    @inlinable
    internal init(_ value: Value) {
        let pointer = UnsafeMutablePointer<rx_atomic_word>.allocate(capacity: 1)
        pointer.initialize(to: rx_atomic_word(value: value.atomicWord))
        word = AtomicWord(pointer)
    }

    @inlinable
    deinit {
        word.pointer.deallocate()
    }

    @inlinable
    @inline(__always)
    internal func load(ordering: AtomicOrdering) -> Value {
        Value(atomicWord: word.load(ordering: ordering))
    }

    @inlinable
    @inline(__always)
    internal func store(_ value: Value, ordering: AtomicOrdering) {
        word.store(value.atomicWord, ordering: ordering)
    }

    /// Stores `value` and returns the previous value.
    @inlinable
    @inline(__always)
    internal func exchange(_ value: Value, ordering: AtomicOrdering) -> Value {
        Value(atomicWord: word.exchange(value.atomicWord, ordering: ordering))
    }

    /// Stores `desired` if the cell holds `expected`; a failed exchange is relaxed.
    @inlinable
    @inline(__always)
    internal func compareExchange(expected: Value, desired: Value, ordering: AtomicOrdering) -> (
        exchanged: Bool, original: Value
    ) {
        let result = word.compareExchange(
            expected: expected.atomicWord,
            desired: desired.atomicWord,
            ordering: ordering
        )
        return (result.exchanged, Value(atomicWord: result.original))
    }
}

extension AtomicCell where Value == Int {
    /// Adds `delta`, wrapping on overflow.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func wrappingAdd(_ delta: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        word.wrappingAdd(delta, ordering: ordering)
    }

    /// Subtracts `delta`, wrapping on overflow.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func wrappingSubtract(_ delta: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        word.wrappingSubtract(delta, ordering: ordering)
    }

    /// Sets `bits`.
    @inlinable
    @inline(__always)
    @discardableResult
    internal func bitwiseOr(_ bits: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        word.bitwiseOr(bits, ordering: ordering)
    }
}
