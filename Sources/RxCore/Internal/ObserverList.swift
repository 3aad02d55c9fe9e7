import RxCoreAtomics

/// The subscribers of a subject, in subscription order, kept by value in slots with stable
/// indices.
///
/// Each slot holds a ``SubjectEntry`` (the subscriber's closures) and either one retain of its
/// subscription object or, for a keyed subscription (``SubjectSubscription``), its key; a doubly
/// linked list through the slot indices keeps the order, and free slots form a second list, so
/// adding and removing are O(1) and allocate nothing once the storage has grown. A subscription
/// learns its slot index when it is listed (see ``SingleAssignmentDisposable/markListed(at:)``
/// and ``SubjectSubscription``), which is what makes removal O(1).
///
/// Hand-managed storage rather than an `Array`: reading an array from a class property retains
/// its buffer, and a subject reads the list on every event. Dispatch borrows each slot in place,
/// so an event costs no reference counting. The owning subject mutates the list only from inside
/// its serialized operations and calls ``deallocate()`` in `deinit`.
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
        /// The subscriber's closures; for a slot with a ``program``, the closures of the chain's
        /// subscriber, whose element type is the chain's (see ``SlotProgram``). The first stored
        /// property: ``ObserverList/destroy(_:)`` relies on it.
        @usableFromInline
        internal let entry: SubjectEntry<Element>

        /// The subscription object; `nil` for a keyed subscription.
        @usableFromInline
        internal let subscription: SingleAssignmentDisposable?

        /// A keyed subscription's key (positive, never reused by the list's subject); 0 for a
        /// subscription object.
        @usableFromInline
        internal let key: Int

        /// The word whose ``ObserverList/stopBit`` dispatch tests before each delivery: the
        /// subscription object's state (the bit is its disposed flag); for a keyed subscription,
        /// the subject's flags (the bit says some keyed removal is pending); for a slot with a
        /// ``program``, ``ObserverList/programStopWord`` (the bit is always set). One load for
        /// every kind keeps the event path as short as with one kind.
        @usableFromInline
        internal let stopWord: AtomicWord

        /// The stages a keyed subscription of a fused chain runs here (``SlotProgram``); `nil`
        /// for every other subscriber. Kept in the slot, so that dispatch calls it with no
        /// further load.
        @usableFromInline
        internal let program: SlotProgram<Element>.Function?

        /// What ``program`` remembers between events.
        @usableFromInline
        internal var state = SlotState()

        @inlinable
        internal init(
            entry: SubjectEntry<Element>,
            subscription: SingleAssignmentDisposable?,
            key: Int,
            stopWord: AtomicWord,
            program: SlotProgram<Element>.Function? = nil
        ) {
            self.entry = entry
            self.subscription = subscription
            self.key = key
            self.stopWord = stopWord
            self.program = program
        }
    }

    /// The bit of a slot's `stopWord` that makes dispatch look closer before delivering:
    /// `SingleAssignmentDisposable`'s disposed flag, and the flag a subject sets while a keyed
    /// removal is pending.
    @inlinable
    internal static var stopBit: Int { 2 }

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

    /// Adds a subscriber whose subscription is an object at the end of the order.
    ///
    /// - Returns: The slot it occupies until it is removed.
    @inlinable
    internal mutating func append(_ entry: consuming SubjectEntry<Element>, subscription: SingleAssignmentDisposable)
        -> Int
    {
        append(Slot(entry: entry, subscription: subscription, key: 0, stopWord: subscription.state))
    }

    /// Adds a keyed subscriber (see ``SubjectSubscription``) at the end of the order, in the slot
    /// ``reserveSlot()`` named.
    ///
    /// - Parameters:
    ///   - key: The subscription's key: positive, and never used before in this list.
    ///   - stopWord: The word whose ``stopBit`` the subject sets while some keyed removal is
    ///     pending.
    /// - Returns: The slot it occupies until it is removed.
    @inlinable
    @inline(__always)
    internal mutating func append(_ entry: consuming SubjectEntry<Element>, key: Int, stopWord: AtomicWord) -> Int {
        append(Slot(entry: entry, subscription: nil, key: key, stopWord: stopWord))
    }

    /// The slot the next ``append(_:key:)`` or ``append(_:subscription:)`` takes, growing the
    /// storage if no slot is free; valid until the list is next mutated.
    ///
    /// A subject names the slot to a keyed subscription before it replays anything to it, so that
    /// the subscription can be disposed during the replay.
    @inlinable
    @inline(__always)
    internal mutating func reserveSlot() -> Int {
        if firstFree < 0 { grow() }
        return firstFree
    }

    @inlinable
    @inline(__always)
    internal mutating func append(_ newSlot: consuming Slot) -> Int {
        if firstFree < 0 { grow() }
        let slot = firstFree
        let links = links.unsafelyUnwrapped
        firstFree = links[slot].next
        (slots.unsafelyUnwrapped + slot).initialize(to: newSlot)
        links[slot] = Link(previous: tail, next: -1)
        if tail >= 0 { links[tail].next = slot } else { head = slot }
        tail = slot
        count += 1
        _checkInvariants()
        return slot
    }

    /// The storage of `slot`, which ``reserveSlot()`` named, for the caller to initialize in
    /// place and then list with ``listReservedSlot()``, or deinitialize; valid until the list is
    /// next mutated.
    @inlinable
    @inline(__always)
    internal func storage(ofReserved slot: Int) -> UnsafeMutablePointer<Slot> {
        slots.unsafelyUnwrapped + slot
    }

    /// Lists the slot ``reserveSlot()`` named, whose storage the caller initialized, at the end of
    /// the order.
    ///
    /// - Returns: The slot it occupies until it is removed.
    @inlinable
    @inline(__always)
    internal mutating func listReservedSlot() -> Int {
        let slot = firstFree
        let links = links.unsafelyUnwrapped
        firstFree = links[slot].next
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
            let listed = slots[slot].subscription, ObjectIdentifier(listed) == subscription
        else { return }
        unlink(slot)
    }

    /// Removes the keyed subscriber in `slot` if it is still the one with `key`; otherwise (it was
    /// removed already, and the slot may serve another subscriber now) does nothing.
    ///
    /// - Returns: Whether it removed an entry.
    @inlinable
    @inline(__always)
    @discardableResult
    internal mutating func remove(at slot: Int, key: Int) -> Bool {
        guard slot >= 0, slot < capacity, let links, let slots, links[slot].previous != Self.freeMark,
            slots[slot].key == key
        else { return false }
        unlink(slot)
        return true
    }

    // Takes a slot in use out of the order and destroys its entry.
    @inlinable
    @inline(__always)
    internal mutating func unlink(_ slot: Int) {
        let links = links.unsafelyUnwrapped
        let slots = slots.unsafelyUnwrapped
        let link = links[slot]
        if link.previous >= 0 { links[link.previous].next = link.next } else { head = link.next }
        if link.next >= 0 { links[link.next].previous = link.previous } else { tail = link.previous }
        links[slot] = Link(previous: Self.freeMark, next: firstFree)
        firstFree = slot
        count -= 1
        // Last: destroying the closures can run arbitrary deinit code.
        Self.destroy(slots + slot)
        _checkInvariants()
    }

    // Destroys a slot in use. A keyed subscriber with only `onNext` (no terminal closures, no
    // program, no subscription object) owns nothing but its element closure, the slot's first
    // word pair (`entry` is the slot's first stored property and `nextHandler` the entry's):
    // destroying just that skips three tests of `nil` fields, one of them through an outlined
    // function, about 40 instructions a subscription (`ObserverListTests` checks the layout).
    @inlinable
    @inline(__always)
    internal static func destroy(_ slot: UnsafeMutablePointer<Slot>) {
        if slot.pointee.subscription == nil, slot.pointee.program == nil, slot.pointee.entry.terminal == nil {
            UnsafeMutableRawPointer(slot).assumingMemoryBound(to: ((Element) -> Void).self).deinitialize(count: 1)
        } else {
            slot.deinitialize(count: 1)
        }
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
            Self.destroy(slots + slot)
            slot = next
        }
        _checkInvariants()
    }

    /// Sends `event` to every subscriber whose subscription is not disposed, in subscription
    /// order.
    ///
    /// The caller must not mutate the list until this returns; subjects guarantee it because
    /// re-entrant calls are queued behind the current operation.
    ///
    /// - Parameters:
    ///   - event: The event to send.
    ///   - isRemovalPending: Whether the keyed subscription with this key was disposed while it
    ///     could not be removed at once; such an entry hears nothing more. Asked only while the
    ///     slot's `stopWord` has the ``stopBit`` set.
    ///   - removeKeyed: Removes the keyed subscription in this slot with this key; called when a
    ///     slot's ``SlotProgram`` reports that a stage threw.
    @inlinable
    internal func dispatch(
        _ event: Event<Element>,
        isRemovalPending: (Int) -> Bool,
        removeKeyed: (_ slot: Int, _ key: Int) -> Void
    ) {
        guard let slots else { return }
        // Allocated together with `slots`.
        let links = links.unsafelyUnwrapped
        var slot = head
        // An element is taken out of the event once, not at every subscriber.
        if case .next(let element) = event {
            while slot >= 0 {
                if slots[slot].stopWord.load(ordering: .acquiring) & Self.stopBit == 0 {
                    Self.deliver(element, to: slots[slot])
                } else {
                    Self.deliverLookingCloser(element, at: slots + slot, isRemovalPending: isRemovalPending) { key in
                        removeKeyed(slot, key)
                    }
                }
                slot = links[slot].next
            }
            return
        }
        while slot >= 0 {
            if slots[slot].stopWord.load(ordering: .acquiring) & Self.stopBit == 0 {
                Self.deliver(event, to: slots[slot])
            } else {
                Self.deliverLookingCloser(event, at: slots + slot, isRemovalPending: isRemovalPending) { key in
                    removeKeyed(slot, key)
                }
            }
            slot = links[slot].next
        }
    }

    // Borrows the slot, so that the closure is called without a retain.
    @inlinable
    @inline(__always)
    internal static func deliver(_ element: Element, to slot: borrowing Slot) {
        slot.entry.nextHandler(element)
    }

    // Borrows the slot, so neither the subscription nor a closure is retained.
    @inlinable
    @inline(__always)
    internal static func deliver(_ event: Event<Element>, to slot: borrowing Slot) {
        slot.entry.deliver(event, subscription: slot.subscription)
    }

    // A slot whose stop word has the ``stopBit`` set. A subscription object's bit says it was
    // disposed during this broadcast (by an earlier observer, or another thread): its removal is
    // queued behind us, but it must not hear this event. The subject's says only that some keyed
    // removal is pending, so a keyed slot hears the event unless its own key is pending. A slot
    // with a program always has the bit set (``programStopWord``), so the other slots pay
    // nothing for programs: it runs its program unless its key is pending.
    @inlinable
    @inline(__always)
    internal static func deliverLookingCloser(
        _ element: Element,
        at slot: UnsafeMutablePointer<Slot>,
        isRemovalPending: (Int) -> Bool,
        removeKeyed: (_ key: Int) -> Void
    ) {
        if slot.pointee.subscription != nil || isRemovalPending(slot.pointee.key) { return }
        if slot.pointee.program == nil {
            deliver(element, to: slot.pointee)
        } else if withUnsafePointer(to: element, { run($0, nil, slot, in: slot.pointee) }) {
            removeKeyed(slot.pointee.key)
        }
    }

    // The same for a terminal event.
    @inlinable
    @inline(__always)
    internal static func deliverLookingCloser(
        _ event: Event<Element>,
        at slot: UnsafeMutablePointer<Slot>,
        isRemovalPending: (Int) -> Bool,
        removeKeyed: (_ key: Int) -> Void
    ) {
        if slot.pointee.subscription != nil || isRemovalPending(slot.pointee.key) { return }
        if slot.pointee.program == nil {
            deliver(event, to: slot.pointee)
            return
        }
        // Only terminal events come here: dispatch sends elements through the function above.
        if withUnsafePointer(to: event, { run(nil, $0, slot, in: slot.pointee) }) { removeKeyed(slot.pointee.key) }
    }

    // Borrows the slot, so that the program is called without a retain.
    @inlinable
    @inline(__always)
    internal static func run(
        _ element: UnsafePointer<Element>?,
        _ terminal: UnsafePointer<Event<Element>>?,
        _ pointer: UnsafeMutablePointer<Slot>,
        in slot: borrowing Slot
    ) -> Bool {
        slot.program?(element, terminal, pointer) ?? false
    }

    /// The word a slot with a program tests before each delivery: its ``stopBit`` is always
    /// set, so that dispatch looks closer at that slot and no other slot pays for the check.
    @inlinable
    internal static var programStopWord: AtomicWord {
        AtomicWord(rx_program_stop_word())
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
            var keys = Set<Int>()
            var listed = 0
            var previous = -1
            var slot = head
            while slot >= 0 {
                precondition(slot < capacity && !seen[slot], "ObserverList: the order revisits slot \(slot)")
                precondition(links[slot].previous == previous, "ObserverList: slot \(slot) has a wrong back link")
                if let subscription = slots[slot].subscription {
                    precondition(slots[slot].key == 0, "ObserverList: slot \(slot) has a subscription and a key")
                    precondition(
                        subscriptions.insert(ObjectIdentifier(subscription)).inserted,
                        "ObserverList: a subscription is listed twice"
                    )
                } else {
                    precondition(slots[slot].key > 0, "ObserverList: slot \(slot) has neither subscription nor key")
                    precondition(keys.insert(slots[slot].key).inserted, "ObserverList: a key is listed twice")
                }
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
