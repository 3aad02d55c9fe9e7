/// A hash set of identities that numbers them in insertion order, built for the diff's one pass
/// over each list.
///
/// Each identity is hashed once. The slots hold only identity numbers, four bytes each, and are
/// at most half full (about a quarter in a typical diff, where most identities are in both
/// lists), so a lookup usually touches one slot and then the identity it names;
/// the identities sit in insertion order, where the diff's mostly ordered lookups find them in
/// cache. Compared with a `Dictionary` from identity to index this touches less memory per
/// lookup and never rehashes.
///
/// A table larger than the processor's caches costs one cache miss per insert, on the slot. The
/// batch insert ``insert(identitiesOf:found:)`` hides most of that latency: it hashes a block of
/// identities first, then inserts them while reading the slot of the identity ``lookahead`` places
/// ahead, so that the processor fetches many slots at once instead of waiting for each in turn.
/// The insert loop is kept short, without hashing, because the processor runs only a limited
/// number of instructions past a read that has not completed: only a short loop lets many reads
/// be in flight.
@usableFromInline
internal struct IdentityTable<Identity: Hashable> {
    /// Open-addressing slots with linear probing: 0 when empty, else the identity's number plus
    /// one. One more slot past the end receives the slots read ahead, so that those reads are
    /// not optimized away.
    @usableFromInline
    internal let slots: UnsafeMutableBufferPointer<UInt32>

    /// The identities, by number.
    @usableFromInline
    internal let identities: UnsafeMutablePointer<Identity>

    /// The home slots of a block of identities, computed by the batch insert before it inserts
    /// them.
    @usableFromInline
    internal let blockSlots: UnsafeMutablePointer<Int>

    /// 64 minus the base-2 logarithm of the slot count: the hash bits that select a slot.
    @usableFromInline
    internal let shift: UInt64

    /// How many identities the table holds.
    @usableFromInline
    internal var count = 0

    /// The most identities the table can hold.
    @usableFromInline
    internal let capacity: Int

    /// How many places ahead of the identity being inserted the batch insert reads a slot.
    @inlinable
    internal static var lookahead: Int { 16 }

    /// How many identities the batch insert hashes at a time.
    @inlinable
    internal static var blockSize: Int { 512 }

    /// Creates an empty table for at most `capacity` identities.
    @inlinable
    internal init(capacity: Int) {
        precondition(capacity < Int(UInt32.max), "the diff handles fewer than 4294967295 items")
        var slotCount = 16
        var bits: UInt64 = 4
        while slotCount < 2 * capacity {
            slotCount *= 2
            bits += 1
        }
        shift = 64 - bits
        // The extra slot is the sink of the reads ahead (see `slots`).
        let storage = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: slotCount + 1)
        storage.initialize(repeating: 0)
        slots = UnsafeMutableBufferPointer(rebasing: storage[0..<slotCount])
        identities = .allocate(capacity: max(capacity, 1))
        blockSlots = .allocate(capacity: Self.blockSize)
        self.capacity = capacity
    }

    /// Frees the table's memory.
    @inlinable
    internal func deallocate() {
        _checkInvariants()
        identities.deinitialize(count: count)
        identities.deallocate()
        blockSlots.deallocate()
        slots.baseAddress?.deallocate()
    }

    /// The slot where the search for `identity` starts.
    @inlinable
    internal func homeSlot(of identity: Identity) -> Int {
        // Fibonacci hashing: the multiplication spreads every bit of the hash value into the
        // high bits, so a type whose `hashValue` varies only in its high bits still spreads out.
        let mixed = UInt64(UInt(bitPattern: identity.hashValue)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    /// Adds `identity` with the next number, unless the table holds it already.
    ///
    /// - Returns: The number of the equal identity already in the table, or `nil` when
    ///   `identity` was added (with number ``count`` minus one).
    @inlinable
    internal mutating func insert(_ identity: Identity) -> Int? {
        let slot = homeSlot(of: identity)
        return insert(identity, from: slot)
    }

    /// Adds `identity`, whose home slot is `slot`, unless the table holds it already.
    @inlinable
    internal mutating func insert(_ identity: Identity, from slot: Int) -> Int? {
        let mask = slots.count - 1
        var slot = slot
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if identities[entry - 1] == identity { return entry - 1 }
            slot = (slot + 1) & mask
        }
        precondition(count < capacity, "IdentityTable is full")
        (identities + count).initialize(to: identity)
        count += 1
        slots[slot] = UInt32(truncatingIfNeeded: count)
        // The full check is linear in the table's size: running it when the count reaches a power
        // of two keeps debug builds at O(n log n) for n inserts.
        if count & (count - 1) == 0 { _checkInvariants() }
        return nil
    }

    /// Adds the identities of `items` in order, each unless the table holds it already, and
    /// reports those it holds already.
    ///
    /// The same as calling ``insert(_:)`` for each item's identity, but faster for tables larger
    /// than the processor's caches (see the type's documentation).
    ///
    /// - Parameters:
    ///   - items: The items whose identities to add.
    ///   - found: Called with an item's index in `items` and the number of the equal identity
    ///     already in the table; an error it throws stops the insert and is rethrown.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    internal mutating func insert<Item: IdentifiableType>(
        identitiesOf items: UnsafeBufferPointer<Item>,
        found: (_ index: Int, _ number: Int) throws(Diff.Error) -> Void
    ) throws(Diff.Error) where Item.Identity == Identity {
        try insert(count: items.count, identityAt: { items[$0].identity }, found: found)
    }

    /// Adds `count` identities in order, each unless the table holds it already, and reports
    /// those it holds already; the batch insert behind ``insert(identitiesOf:found:)``.
    ///
    /// - Parameters:
    ///   - count: How many identities to add.
    ///   - identityAt: Returns identity number `index` of the batch, for `index` in `0..<count`.
    ///   - found: Called with an index in the batch and the number of the equal identity already
    ///     in the table; an error it throws stops the insert and is rethrown.
    /// - Complexity: O(*n*) expected for *n* identities.
    @inlinable
    internal mutating func insert(
        count itemCount: Int,
        identityAt: (_ index: Int) -> Identity,
        found: (_ index: Int, _ number: Int) throws(Diff.Error) -> Void
    ) throws(Diff.Error) {
        var readAhead: UInt32 = 0
        var blockStart = 0
        while blockStart < itemCount {
            let blockEnd = min(blockStart + Self.blockSize, itemCount)
            for index in blockStart..<blockEnd {
                blockSlots[index - blockStart] = homeSlot(of: identityAt(index))
            }
            let lastAhead = blockEnd - blockStart - Self.lookahead
            for index in blockStart..<blockEnd {
                let offset = index - blockStart
                if offset < lastAhead { readAhead |= slots[blockSlots[offset + Self.lookahead]] }
                guard let number = insert(identityAt(index), from: blockSlots[offset]) else { continue }
                try found(index, number)
            }
            blockStart = blockEnd
        }
        slots.baseAddress![slots.count] = readAhead
    }

    /// Checks the table in debug builds: every stored identity sits in exactly one slot, is found
    /// by probing from its hash, and is stored once.
    @inlinable
    internal func _checkInvariants() {
        #if DEBUG
            precondition(count <= capacity, "IdentityTable: \(count) identities, capacity \(capacity)")
            precondition(
                slots.count >= 2 * capacity && slots.count & (slots.count - 1) == 0, "IdentityTable: bad slot count")
            var seen = [Bool](repeating: false, count: count)
            for entry in slots where entry != 0 {
                let index = Int(entry) - 1
                precondition(index < count && !seen[index], "IdentityTable: slot entry \(entry) is invalid or repeated")
                seen[index] = true
            }
            precondition(!seen.contains(false), "IdentityTable: an identity is in no slot")
            let mask = slots.count - 1
            for index in 0..<count {
                let mixed = UInt64(UInt(bitPattern: identities[index].hashValue)) &* 0x9E37_79B9_7F4A_7C15
                var slot = Int(truncatingIfNeeded: mixed >> shift)
                while Int(slots[slot]) != index + 1 {
                    precondition(slots[slot] != 0, "IdentityTable: identity \(index) is not found by probing")
                    precondition(
                        identities[Int(slots[slot]) - 1] != identities[index], "IdentityTable: identity stored twice")
                    slot = (slot + 1) & mask
                }
            }
        #endif
    }
}
