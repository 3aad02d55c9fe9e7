/// The work ``CurrentThreadScheduler`` queued on one thread, first in first out.
///
/// Confined to its thread: it is reachable only through that thread's ``TrampolineSlot``.
internal final class TrampolineQueue {
    // Confined to the queue's thread.
    @exclusivity(unchecked)
    private var items: [ScheduledItem?] = []
    @exclusivity(unchecked)
    private var head = 0

    internal init() {}

    internal func enqueue(_ item: ScheduledItem) {
        items.append(item)
    }

    /// Removes and returns the oldest item, or `nil` when the queue is empty.
    ///
    /// - Complexity: Amortized O(1): consumed slots are dropped in bulk once they make up half of
    ///   the storage, so a long recursion keeps the storage small.
    internal func dequeue() -> ScheduledItem? {
        guard head < items.count else { return nil }
        let item = items[head]
        items[head] = nil
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }
}
