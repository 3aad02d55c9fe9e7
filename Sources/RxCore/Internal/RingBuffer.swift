/// A first-in, first-out queue in a growable circular buffer.
///
/// Operators that buffer elements per event (`zip`, `merge(maxConcurrent:)`, replay buffers) use
/// it instead of an `Array` because `removeFirst()` here is O(1) and, once the buffer has grown to
/// its working size, appending and removing allocate nothing.
///
/// - Complexity: `append(_:)` is amortized O(1); `removeFirst()` is O(1).
@usableFromInline
internal struct RingBuffer<Element> {
    @usableFromInline
    internal var storage: ContiguousArray<Element?> = []

    // The index of the first element in `storage`.
    @usableFromInline
    internal var head = 0

    @usableFromInline
    internal private(set) var count = 0

    @inlinable
    internal init() {}

    @inlinable
    internal var isEmpty: Bool { count == 0 }

    @inlinable
    internal mutating func append(_ element: Element) {
        if count == storage.count { grow() }
        var index = head + count
        if index >= storage.count { index -= storage.count }
        storage[index] = element
        count += 1
        _checkInvariants()
    }

    /// Removes and returns the oldest element; the buffer must not be empty.
    @inlinable
    @discardableResult
    internal mutating func removeFirst() -> Element {
        precondition(count > 0, "RingBuffer.removeFirst() on an empty buffer")
        let element = storage[head].take()!
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        _checkInvariants()
        return element
    }

    /// Removes every element, keeping the storage for reuse.
    @inlinable
    internal mutating func removeAll() {
        while count > 0 { removeFirst() }
        head = 0
        _checkInvariants()
    }

    // Moves the elements to the front of a buffer twice as large, so the circle starts at zero.
    @usableFromInline
    internal mutating func grow() {
        var newStorage = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, storage.count * 2))
        var index = head
        for position in 0..<count {
            newStorage[position] = storage[index].take()
            index += 1
            if index == storage.count { index = 0 }
        }
        storage = newStorage
        head = 0
        _checkInvariants()
    }

    /// Checks the buffer's structure in debug builds: the head and count fit the storage, the
    /// first and last elements are present, and the slot after the last one is empty. Constant
    /// time, so that it can run after every mutation on hot paths.
    @inlinable
    internal func _checkInvariants() {
        #if DEBUG
            precondition(count >= 0 && count <= storage.count, "RingBuffer: count \(count) outside its storage")
            precondition(
                storage.isEmpty ? head == 0 : head < storage.count, "RingBuffer: head \(head) outside its storage")
            guard count > 0 else { return }
            precondition(storage[head] != nil, "RingBuffer: the first element is missing")
            var last = head + count - 1
            if last >= storage.count { last -= storage.count }
            precondition(storage[last] != nil, "RingBuffer: the last element is missing")
            if count < storage.count {
                var next = last + 1
                if next == storage.count { next = 0 }
                precondition(storage[next] == nil, "RingBuffer: a removed element is still stored")
            }
        #endif
    }
}

extension RingBuffer: Sequence {
    /// Iterates the elements oldest first.
    @usableFromInline
    internal struct Iterator: IteratorProtocol {
        @usableFromInline
        internal let buffer: RingBuffer<Element>

        @usableFromInline
        internal var position = 0

        @inlinable
        internal init(buffer: RingBuffer<Element>) {
            self.buffer = buffer
        }

        @inlinable
        internal mutating func next() -> Element? {
            guard position < buffer.count else { return nil }
            var index = buffer.head + position
            if index >= buffer.storage.count { index -= buffer.storage.count }
            position += 1
            return buffer.storage[index]
        }
    }

    @inlinable
    internal func makeIterator() -> Iterator {
        Iterator(buffer: self)
    }

    @inlinable
    internal var underestimatedCount: Int { count }
}
