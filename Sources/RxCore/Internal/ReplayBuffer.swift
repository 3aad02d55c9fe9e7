/// The latest `capacity` elements, oldest first: a ring buffer that stops growing once full and
/// then overwrites its oldest element.
///
/// - Complexity: `append` is amortized O(1) and allocates only until the buffer is full;
///   iterating is O(*n*).
@usableFromInline
internal struct ReplayBuffer<Element>: Sequence {
    /// The most elements kept; `Int.max` for an unbounded buffer.
    @usableFromInline
    internal let capacity: Int

    @usableFromInline
    internal var storage: [Element] = []

    // The index of the oldest element once `storage` is full; zero until then.
    @usableFromInline
    internal var head = 0

    @inlinable
    internal init(capacity: Int) {
        precondition(capacity >= 0, "ReplaySubject buffer size must not be negative, got \(capacity)")
        self.capacity = capacity
    }

    /// The number of elements kept.
    @inlinable
    internal var count: Int { storage.count }

    @inlinable
    internal mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    @inlinable
    internal mutating func removeAll() {
        storage = []
        head = 0
    }

    /// Iterates oldest first.
    @inlinable
    internal func makeIterator() -> Iterator {
        Iterator(storage: storage, head: head)
    }

    /// Walks the ring from the oldest element to the newest.
    @usableFromInline
    internal struct Iterator: IteratorProtocol {
        @usableFromInline
        internal let storage: [Element]

        @usableFromInline
        internal let head: Int

        @usableFromInline
        internal var offset = 0

        @inlinable
        internal init(storage: [Element], head: Int) {
            self.storage = storage
            self.head = head
        }

        @inlinable
        internal mutating func next() -> Element? {
            guard offset < storage.count else { return nil }
            let index = head + offset < storage.count ? head + offset : head + offset - storage.count
            offset += 1
            return storage[index]
        }
    }
}
