/// The latest `capacity` elements, oldest first: a ring buffer that stops growing once full and
/// then overwrites its oldest element.
///
/// - Complexity: `append` is amortized O(1) and allocates only until the buffer is full;
///   `forEach` is O(*n*).
@usableFromInline
internal struct ReplayBuffer<Element> {
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

    /// Calls `body` with each element, oldest first.
    @inlinable
    internal func forEach(_ body: (Element) -> Void) {
        for index in head..<storage.count { body(storage[index]) }
        for index in 0..<head { body(storage[index]) }
    }

    @inlinable
    internal mutating func removeAll() {
        storage = []
        head = 0
    }
}
