/// An open-addressing hash table of 32-bit references to byte strings that live elsewhere, for
/// the hero file loader's tables: it keeps each entry's hash and reference, and the caller says
/// whether a reference holds the bytes it looks for.
///
/// Keeping only references lets a table of a million intros point into the file's own bytes
/// instead of copying them, and lets one table compare names case-insensitively where they lie.
///
/// ```swift
/// var slots = ByteHashSlots()
/// let hash = ByteHashSlots.hash(bytes)
/// if slots.find(hash: hash, where: { keys[Int($0)] == bytes }) == nil {
///     slots.insert(hash: hash, reference: UInt32(keys.count))
/// }
/// ```
public struct ByteHashSlots {
    /// Each slot's hash (its high 32 bits, which also choose its position) and reference,
    /// `reference + 1` so that 0 marks an empty slot.
    private var slots: [(hash: UInt32, reference: UInt32)]

    /// The number of entries.
    public private(set) var count = 0

    /// Creates an empty table with room for `capacity` entries before it grows.
    ///
    /// - Parameter capacity: The expected number of entries.
    public init(capacity: Int = 0) {
        var size = 16
        while size * 3 < capacity * 4 { size *= 2 }
        slots = Array(repeating: (0, 0), count: size)
    }

    /// The reference of the entry with `hash` for which `matches` is true, if any.
    ///
    /// - Parameters:
    ///   - hash: The bytes' ``hash(_:)``.
    ///   - matches: Whether a reference holds the bytes looked for; called only for entries
    ///     with the same hash.
    /// - Returns: The reference, or `nil`.
    /// - Complexity: O(1) on average, besides `matches`.
    @inline(__always)
    public func find(hash: UInt64, where matches: (UInt32) -> Bool) -> UInt32? {
        let mask = slots.count - 1
        let check = UInt32(truncatingIfNeeded: hash >> 32)
        var position = Int(check) & mask
        while true {
            let slot = slots[position]
            if slot.reference == 0 { return nil }
            if slot.hash == check && matches(slot.reference - 1) { return slot.reference - 1 }
            position = (position + 1) & mask
        }
    }

    /// Reads the slot where a search for `hash` starts, so that it is in the cache when the
    /// search comes: a caller about to look up many keys touches all their slots first, and the
    /// processor waits for the memory once for all of them instead of once for each.
    ///
    /// - Parameter hash: A ``hash(_:lowercasingASCII:)``.
    /// - Returns: Something read from the slot, for the caller to keep so that the read is not
    ///   optimized away.
    @inline(__always)
    public func touch(hash: UInt64) -> UInt32 {
        let check = UInt32(truncatingIfNeeded: hash >> 32)
        return slots[Int(check) & (slots.count - 1)].reference
    }

    /// Adds an entry; the caller has found no entry with these bytes.
    ///
    /// - Parameters:
    ///   - hash: The bytes' ``hash(_:)``.
    ///   - reference: Where the bytes are, less than `UInt32.max`.
    /// - Complexity: O(1) amortized.
    public mutating func insert(hash: UInt64, reference: UInt32) {
        precondition(reference < UInt32.max, "too many entries")
        if (count + 1) * 4 > slots.count * 3 { grow() }
        place(check: UInt32(truncatingIfNeeded: hash >> 32), reference + 1)
        count += 1
        #if DEBUG
            // The check reads every slot: after each of the first insertions into a small table
            // only, or a debug build's million-hero load would take hours.
            if count < 64, slots.count <= 1 << 10 { _checkInvariants() }
        #endif
    }

    private mutating func place(check: UInt32, _ stored: UInt32) {
        let mask = slots.count - 1
        var position = Int(check) & mask
        while slots[position].reference != 0 { position = (position + 1) & mask }
        slots[position] = (check, stored)
    }

    /// Doubles the table; the kept half of each hash says where its entry goes.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: (0, 0), count: old.count * 2)
        for slot in old where slot.reference != 0 {
            place(check: slot.hash, slot.reference)
        }
    }

    #if DEBUG
        /// Checks that the count matches the occupied slots and the table is at most 3/4 full.
        public func _checkInvariants() {
            precondition(slots.count.nonzeroBitCount == 1)
            precondition(slots.reduce(0) { $0 + ($1.reference == 0 ? 0 : 1) } == count)
            precondition(count * 4 <= slots.count * 3)
        }
    #endif

    /// A 64-bit hash of `bytes`, read eight at a time (``RawBytes``), from a starting point drawn once per process.
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - lowercasingASCII: Whether to hash the bytes `A` to `Z` as `a` to `z`; only for ASCII
    ///     bytes.
    /// - Returns: The hash.
    /// - Complexity: O(*n*) in the number of bytes.
    @inline(__always)
    public static func hash(_ bytes: ArraySlice<UInt8>, lowercasingASCII: Bool = false) -> UInt64 {
        var state: UInt64 = seed ^ UInt64(bytes.count)
        var offset = bytes.startIndex
        while offset + 8 <= bytes.endIndex {
            let word = RawBytes.word(bytes, at: offset)
            state = mix(state ^ (lowercasingASCII ? lowercase(word) : word))
            offset += 8
        }
        if offset < bytes.endIndex {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.endIndex {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            state = mix(state ^ (lowercasingASCII ? lowercase(tail) : tail))
        }
        return mix(state)
    }

    /// Eight ASCII bytes with `A` to `Z` turned into `a` to `z`.
    @inline(__always)
    public static func lowercase(_ word: UInt64) -> UInt64 {
        // A byte below 0x80 plus 0x3F reaches 0x80 from `A` on, plus 0x25 from past `Z` on,
        // without carrying into the next byte.
        let fromA = word &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = word &+ 0x2525_2525_2525_2525
        let upper = fromA & ~pastZ & 0x8080_8080_8080_8080
        return word | (upper >> 2)
    }

    /// Where every hash starts, drawn once per process, so that a file cannot be made to put its
    /// strings in one run of slots (which would make loading it take quadratic time).
    private static let seed = UInt64.random(in: .min ... .max)

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}
