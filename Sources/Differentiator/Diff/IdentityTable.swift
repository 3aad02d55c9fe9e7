/// A hash set of identities that numbers them in insertion order, built for the diff's one pass
/// over each list.
///
/// Each identity is hashed once. The slots hold only identity numbers, four bytes each, and are
/// at most a quarter full, so a lookup usually touches one slot and then the identity it names;
/// the identities sit in insertion order, where the diff's mostly ordered lookups find them in
/// cache. Compared with a `Dictionary` from identity to index this touches less memory per
/// lookup and never rehashes.
@usableFromInline
internal struct IdentityTable<Identity: Hashable> {
    /// Open-addressing slots with linear probing: 0 when empty, else the identity's number plus one.
    @usableFromInline
    internal let slots: UnsafeMutableBufferPointer<UInt32>

    /// The identities, by number.
    @usableFromInline
    internal let identities: UnsafeMutablePointer<Identity>

    /// 64 minus the base-2 logarithm of the slot count: the hash bits that select a slot.
    @usableFromInline
    internal let shift: UInt64

    /// How many identities the table holds.
    @usableFromInline
    internal var count = 0

    /// The most identities the table can hold.
    @usableFromInline
    internal let capacity: Int

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
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0)
        identities = .allocate(capacity: max(capacity, 1))
        self.capacity = capacity
    }

    /// Frees the table's memory.
    @inlinable
    internal func deallocate() {
        _checkInvariants()
        identities.deinitialize(count: count)
        identities.deallocate()
        slots.deallocate()
    }

    /// Adds `identity` with the next number, unless the table holds it already.
    ///
    /// - Returns: The number of the equal identity already in the table, or `nil` when
    ///   `identity` was added (with number ``count`` minus one).
    @inlinable
    internal mutating func insert(_ identity: Identity) -> Int? {
        let mask = slots.count - 1
        // Fibonacci hashing: the multiplication spreads every bit of the hash value into the
        // high bits, so a type whose `hashValue` varies only in its high bits still spreads out.
        let mixed = UInt64(UInt(bitPattern: identity.hashValue)) &* 0x9E37_79B9_7F4A_7C15
        var slot = Int(truncatingIfNeeded: mixed >> shift)
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
