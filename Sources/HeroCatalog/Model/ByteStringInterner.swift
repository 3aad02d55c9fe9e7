import Foundation

/// Finds the number of a team, intro or icon in a ``HeroStore/StringTable`` by its UTF-8 bytes,
/// so that a value repeated a million times is hashed as bytes and never made into a `String`
/// again, and a million distinct values are never hashed as strings.
///
/// The numbers are exactly those ``HeroStore/StringTable/number(for:)`` would give, which keeps
/// canonically equivalent spellings (`é` as one scalar, or as `e` and an accent) as one string,
/// the first that came. Bytes tell spellings apart, so the interner finds equivalent ones this
/// way:
/// - two ASCII spellings are equivalent only when their bytes are equal;
/// - spellings that are not ASCII are compared as strings, in a dictionary of their own;
/// - a spelling that is not ASCII is equivalent to an ASCII one exactly when its canonical
///   decomposition is that ASCII text (`K` for the Kelvin sign, U+212A): such a spelling is also
///   entered under the bytes of its decomposition.
///
/// Each distinct byte sequence is kept, once, in a buffer of the interner's own.
///
/// ```swift
/// var interner = ByteStringInterner()
/// let number = interner.number(for: teamBytes, in: &builder.teams) { bytes, string in isValid(bytes) }
/// ```
public struct ByteStringInterner {
    private var slots: ByteHashSlots
    /// Each distinct byte sequence: where it starts in `copies`, its length and its number.
    private var entries: [(start: UInt32, count: UInt32, number: UInt32)] = []
    /// The distinct byte sequences, back to back.
    private var copies: [UInt8] = []
    /// The number of every spelling that is not ASCII.
    private var otherSpellings: [String: UInt32] = [:]

    /// Creates an empty interner.
    ///
    /// - Parameter capacity: The expected number of distinct values.
    public init(capacity: Int = 0) {
        slots = ByteHashSlots(capacity: capacity)
        entries.reserveCapacity(capacity)
    }

    /// Reads the table where `hash` is looked up (see ``ByteHashSlots/touch(hash:)``).
    ///
    /// - Parameter hash: The ``ByteHashSlots/hash(_:lowercasingASCII:)`` of a value's bytes.
    /// - Returns: Something read, to keep.
    @inline(__always)
    public func touch(hash: UInt64) -> UInt32 { slots.touch(hash: hash) }

    /// The number of `bytes` in `table`, adding it there if no equivalent string is in it.
    ///
    /// - Parameters:
    ///   - bytes: A value's UTF-8 bytes, valid UTF-8.
    ///   - hash: Their ``ByteHashSlots/hash(_:lowercasingASCII:)``, when known.
    ///   - table: The table that numbers the strings; only this interner adds to it.
    ///   - isValid: Checks a value before the table takes it; gets its bytes and, unless they
    ///     are ASCII, its string.
    /// - Returns: The number, or `nil` when `isValid` rejected the value.
    /// - Complexity: O(*n*) in the length of `bytes` on average.
    public mutating func number(
        for bytes: ArraySlice<UInt8>, hash: UInt64? = nil, in table: inout HeroStore.StringTable,
        isValid: (ArraySlice<UInt8>, String?) -> Bool
    ) -> UInt32? {
        let hash = hash ?? ByteHashSlots.hash(bytes)
        if let found = find(bytes, hash: hash) { return found }
        let number: UInt32
        if HeroFileLoader.isASCII(bytes) {
            // An equivalent spelling would have these very bytes, or its decomposition would.
            guard isValid(bytes, nil) else { return nil }
            number = table.append(uniqueBytes: bytes)
        } else {
            let string = String(decoding: bytes, as: UTF8.self)
            if let earlier = otherSpellings[string] {
                number = earlier
            } else {
                let decomposed = Array(string.decomposedStringWithCanonicalMapping.utf8)[...]
                // The hash of an ASCII decomposition, which is looked up and, if new, added.
                let decomposedHash = decomposed.allSatisfy { $0 < 0x80 } ? ByteHashSlots.hash(decomposed) : nil
                let asASCII = decomposedHash.flatMap { hash in find(decomposed, hash: hash) }
                if let asASCII {
                    number = asASCII
                } else {
                    guard isValid(bytes, string) else { return nil }
                    number = table.append(uniqueBytes: bytes)
                    if let decomposedHash {
                        add(decomposed, hash: decomposedHash, number: number)
                    }
                }
                otherSpellings[string] = number
            }
        }
        add(bytes, hash: hash, number: number)
        return number
    }

    /// The number of the entry holding `bytes`.
    private func find(_ bytes: ArraySlice<UInt8>, hash: UInt64) -> UInt32? {
        let found = slots.find(hash: hash) { reference in
            let entry = entries[Int(reference)]
            return Int(entry.count) == bytes.count && holds(entry.start, bytes)
        }
        return found.map { entries[Int($0)].number }
    }

    /// Enters `bytes` with `number`.
    private mutating func add(_ bytes: ArraySlice<UInt8>, hash: UInt64, number: UInt32) {
        precondition(copies.count + bytes.count <= UInt32.max, "at most 4 GiB of values")
        slots.insert(hash: hash, reference: UInt32(entries.count))
        entries.append((UInt32(copies.count), UInt32(bytes.count), number))
        copies.append(contentsOf: bytes)
        #if DEBUG
            _checkInvariants()
        #endif
    }

    #if DEBUG
        /// Checks that every entry has a slot and the newest entry's bytes end the copies (in
        /// constant time: it runs after every addition).
        public func _checkInvariants() {
            precondition(slots.count == entries.count)
            guard let last = entries.last else { return }
            precondition(Int(last.start) + Int(last.count) == copies.count)
        }
    #endif

    /// Whether the bytes stored at `start` are `bytes`.
    private func holds(_ start: UInt32, _ bytes: ArraySlice<UInt8>) -> Bool {
        RawBytes.equal(copies[Int(start)..<Int(start) + bytes.count], bytes)
    }
}
