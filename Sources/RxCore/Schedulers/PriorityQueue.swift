/// A binary min-heap ordered by a caller-supplied "comes first" relation.
///
/// ``VirtualTimeScheduler`` keeps its pending work here, ordered by due time and then by the
/// order of scheduling.
///
/// - Complexity: `enqueue` and `dequeue` are O(log *n*); `peek` is O(1); `remove(where:)` is
///   O(*n*).
internal struct PriorityQueue<Element> {
    private var elements: [Element] = []
    private let comesFirst: (Element, Element) -> Bool

    internal init(comesFirst: @escaping (Element, Element) -> Bool) {
        self.comesFirst = comesFirst
    }

    internal var count: Int {
        elements.count
    }

    internal var isEmpty: Bool {
        elements.isEmpty
    }

    /// The element that comes first, without removing it.
    internal func peek() -> Element? {
        elements.first
    }

    internal mutating func enqueue(_ element: Element) {
        elements.append(element)
        siftUp(from: elements.count - 1)
        _checkInvariants()
    }

    /// Removes and returns the element that comes first.
    internal mutating func dequeue() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let first = elements.removeLast()
        if !elements.isEmpty { siftDown(from: 0) }
        _checkInvariants()
        return first
    }

    /// Removes the first element, in storage order, that `matches`; returns it, or `nil` when
    /// none does.
    internal mutating func remove(where matches: (Element) -> Bool) -> Element? {
        guard let index = elements.firstIndex(where: matches) else { return nil }
        elements.swapAt(index, elements.count - 1)
        let removed = elements.removeLast()
        if index < elements.count {
            // The element moved into the hole may belong above it or below it.
            siftUp(from: index)
            siftDown(from: index)
        }
        _checkInvariants()
        return removed
    }

    /// Checks the heap property: no element comes before its parent. Runs in debug builds only.
    internal func _checkInvariants() {
        #if DEBUG
            for child in elements.indices.dropFirst() {
                let parent = (child - 1) / 2
                precondition(
                    !comesFirst(elements[child], elements[parent]),
                    "PriorityQueue: element \(child) comes before its parent \(parent)")
            }
        #endif
    }

    /// All elements, in no particular order (for debugging).
    internal var unorderedElements: [Element] {
        elements
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard comesFirst(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { return }
            var first = left
            let right = left + 1
            if right < elements.count && comesFirst(elements[right], elements[left]) {
                first = right
            }
            guard comesFirst(elements[first], elements[parent]) else { return }
            elements.swapAt(first, parent)
            parent = first
        }
    }
}
