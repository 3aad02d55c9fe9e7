/// The subscribers of a subject, in subscription order, kept by value in slots with stable
/// indices.
///
/// Each slot holds a subscriber's observer and one retain of its subscription; a doubly linked
/// list through the slot indices keeps the order, and free slots form a second list, so adding
/// and removing are O(1) and allocate nothing once the storage has grown. A subscription learns
/// its slot index when it is listed (see ``SingleAssignmentDisposable/markListed(at:)``), which is
/// what makes removal O(1).
///
/// Hand-managed storage rather than an `Array`: reading an array from a class property retains
/// its buffer, and a subject reads the list on every event. Dispatch borrows each slot in place,
/// so an event costs no reference counting. This is one of the few places in RxCore that touch
/// raw memory; every pointer stays inside this type. The owning subject mutates the list only
/// from inside its serialized operations and calls ``deallocate()`` in `deinit`.
///
/// - Complexity: Adding is amortized O(1), removing O(1), dispatch O(*n*).
@usableFromInline
internal struct ObserverList<Element> {
    /// One subscriber; initialized exactly while the slot is in use.
    ///
    /// Noncopyable, so that dispatch can only borrow it: a closure loaded from memory that could
    /// be copied is retained around the call, which would cost every event a reference count
    /// round trip per subscriber.
    @usableFromInline
    internal struct Slot: ~Copyable {
        @usableFromInline
        internal let observer: AnyObserver<Element>

        /// Tested before each delivery: a subscription disposed during a broadcast (by an earlier
        /// observer, or another thread) hears nothing more, though its removal is still queued.
        @usableFromInline
        internal let subscription: SingleAssignmentDisposable

        @inlinable
        internal init(observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
            self.observer = observer
            self.subscription = subscription
        }
    }

    /// A slot's neighbours in the order (or, for a free slot, the next free slot in `next`).
    @usableFromInline
    internal struct Link {
        @usableFromInline
        internal var previous: Int

        @usableFromInline
        internal var next: Int

        @inlinable
        internal init(previous: Int, next: Int) {
            self.previous = previous
            self.next = next
        }
    }

    /// `Link.previous` of a free slot.
    @inlinable
    internal static var freeMark: Int { -2 }

    @usableFromInline
    internal var slots: UnsafeMutablePointer<Slot>?

    @usableFromInline
    internal var links: UnsafeMutablePointer<Link>?

    @usableFromInline
    internal var capacity = 0

    @usableFromInline
    internal var count = 0

    // First and last slot in subscription order, first free slot; -1 for none.
    @usableFromInline
    internal var head = -1

    @usableFromInline
    internal var tail = -1

    @usableFromInline
    internal var firstFree = -1

    @inlinable
    internal init() {}

    @inlinable
    internal var isEmpty: Bool { count == 0 }

    /// Adds a subscriber at the end of the order.
    ///
    /// - Returns: The slot it occupies until it is removed.
    @inlinable
    internal mutating func append(
        _ observer: consuming AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) -> Int {
        if firstFree < 0 { grow() }
        let slot = firstFree
        let links = links.unsafelyUnwrapped
        firstFree = links[slot].next
        (slots.unsafelyUnwrapped + slot).initialize(to: Slot(observer: observer, subscription: subscription))
        links[slot] = Link(previous: tail, next: -1)
        if tail >= 0 { links[tail].next = slot } else { head = slot }
        tail = slot
        count += 1
        _checkInvariants()
        return slot
    }

    @usableFromInline
    internal mutating func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
        let newLinks = UnsafeMutablePointer<Link>.allocate(capacity: newCapacity)
        // Only called with no free slot, so every old slot is in use and initialized.
        if let slots, let links {
            newSlots.moveInitialize(from: slots, count: capacity)
            newLinks.moveInitialize(from: links, count: capacity)
            slots.deallocate()
            links.deallocate()
        }
        for slot in capacity..<newCapacity {
            (newLinks + slot).initialize(
                to: Link(previous: Self.freeMark, next: slot + 1 < newCapacity ? slot + 1 : -1))
        }
        firstFree = capacity
        slots = newSlots
        links = newLinks
        capacity = newCapacity
        _checkInvariants()
    }

    /// Removes the subscriber in `slot` if it is still the one whose subscription is
    /// `subscription`; otherwise (it was removed already, and the slot may serve another
    /// subscriber now) does nothing.
    @inlinable
    internal mutating func remove(at slot: Int, subscription: ObjectIdentifier) {
        guard slot >= 0, slot < capacity, let links, let slots, links[slot].previous != Self.freeMark,
            ObjectIdentifier(slots[slot].subscription) == subscription
        else { return }
        let link = links[slot]
        if link.previous >= 0 { links[link.previous].next = link.next } else { head = link.next }
        if link.next >= 0 { links[link.next].previous = link.previous } else { tail = link.previous }
        links[slot] = Link(previous: Self.freeMark, next: firstFree)
        firstFree = slot
        count -= 1
        // Last: releasing the closures can run arbitrary deinit code.
        Self.release(slots + slot)
        _checkInvariants()
    }

    /// Removes every subscriber, keeping the storage for reuse.
    @inlinable
    internal mutating func removeAll() {
        guard let slots, let links, count > 0 else { return }
        var slot = head
        head = -1
        tail = -1
        count = 0
        while slot >= 0 {
            let next = links[slot].next
            links[slot] = Link(previous: Self.freeMark, next: firstFree)
            firstFree = slot
            Self.release(slots + slot)
            slot = next
        }
        _checkInvariants()
    }

    // Destroys a slot taken out of the list, after telling its subscription that it will hear
    // nothing more from here.
    @inlinable
    internal static func release(_ slot: UnsafeMutablePointer<Slot>) {
        // Moved out, so that the references are dropped once, at the end of this scope.
        let taken = slot.move()
        taken.subscription.unlisted()
    }

    /// Sends `event` to every subscriber whose subscription is not disposed, in subscription
    /// order.
    ///
    /// The caller must not mutate the list until this returns; subjects guarantee it because
    /// re-entrant calls are queued behind the current operation.
    ///
    /// - Parameter event: The event to send.
    @inlinable
    internal func dispatch(_ event: Event<Element>) {
        guard let slots else { return }
        // Allocated together with `slots`.
        let links = links.unsafelyUnwrapped
        var slot = head
        // An element is taken out of the event once, not at every subscriber.
        if case .next(let element) = event {
            while slot >= 0 {
                Self.deliver(element, to: slots[slot])
                slot = links[slot].next
            }
            return
        }
        while slot >= 0 {
            Self.deliver(event, to: slots[slot])
            slot = links[slot].next
        }
    }

    // Borrows the slot, so that neither the closure nor the subscription is retained.
    @inlinable
    @inline(__always)
    internal static func deliver(_ element: Element, to slot: borrowing Slot) {
        if !slot.subscription.isDisposedInline { slot.observer.nextHandler(element) }
    }

    @inlinable
    @inline(__always)
    internal static func deliver(_ event: Event<Element>, to slot: borrowing Slot) {
        if !slot.subscription.isDisposedInline { slot.observer.eventHandler(event) }
    }

    /// Checks the list's structure in debug builds: the order and the free slots are consistent
    /// doubly and singly linked lists that together cover every slot once, the count matches,
    /// and no subscription is listed twice.
    @inlinable
    internal func _checkInvariants() {
        #if DEBUG
            precondition(count >= 0 && count <= capacity, "ObserverList: count \(count), capacity \(capacity)")
            precondition((slots == nil) == (capacity == 0), "ObserverList: storage does not match capacity")
            guard let slots, let links else {
                precondition(head == -1 && tail == -1 && firstFree == -1, "ObserverList: ends without storage")
                return
            }
            var seen = Array(repeating: false, count: capacity)
            var subscriptions = Set<ObjectIdentifier>()
            var listed = 0
            var previous = -1
            var slot = head
            while slot >= 0 {
                precondition(slot < capacity && !seen[slot], "ObserverList: the order revisits slot \(slot)")
                precondition(links[slot].previous == previous, "ObserverList: slot \(slot) has a wrong back link")
                precondition(
                    subscriptions.insert(ObjectIdentifier(slots[slot].subscription)).inserted,
                    "ObserverList: a subscription is listed twice"
                )
                seen[slot] = true
                listed += 1
                previous = slot
                slot = links[slot].next
            }
            precondition(tail == previous, "ObserverList: tail \(tail) is not the last slot \(previous)")
            precondition(listed == count, "ObserverList: \(listed) slots in order, count \(count)")
            slot = firstFree
            while slot >= 0 {
                precondition(slot < capacity && !seen[slot], "ObserverList: the free list revisits slot \(slot)")
                precondition(links[slot].previous == Self.freeMark, "ObserverList: free slot \(slot) is not marked")
                seen[slot] = true
                slot = links[slot].next
            }
            precondition(!seen.contains(false), "ObserverList: a slot is neither used nor free")
        #endif
    }

    /// Releases the subscribers and the storage; the list must not be used afterwards.
    @inlinable
    internal mutating func deallocate() {
        removeAll()
        slots?.deallocate()
        links?.deallocate()
        slots = nil
        links = nil
        capacity = 0
        firstFree = -1
    }
}
