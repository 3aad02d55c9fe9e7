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
/// Each distinct byte sequence is remembered where it lies in the file or, when it was
/// unescaped, in a copy of its own.
///
/// ```swift
/// var interner = ByteStringInterner(file: bytes)
/// let number = interner.number(for: teamBytes, in: &builder.teams) { bytes, string in isValid(bytes) }
/// ```
public struct ByteStringInterner {
    /// The file whose bytes the entries may point into.
    private let file: UnsafeBufferPointer<UInt8>
    private var slots: ByteHashSlots
    /// Each distinct byte sequence: where it starts (in the file, or in `copies` when the top
    /// bit is set), its length and its number.
    private var entries: [(start: UInt32, count: UInt32, number: UInt32)] = []
    /// The byte sequences that are not in the file as they are: unescaped values, and
    /// decompositions.
    private var copies: [UInt8] = []
    /// The number of every spelling that is not ASCII.
    private var otherSpellings: [String: UInt32] = [:]

    private static let copyFlag: UInt32 = 1 << 31

    /// Creates an empty interner for values read from `file`.
    ///
    /// - Parameters:
    ///   - file: The file's bytes, less than 2 GiB; they must outlive the interner.
    ///   - capacity: The expected number of distinct values.
    public init(file: UnsafeBufferPointer<UInt8>, capacity: Int = 0) {
        precondition(file.count < Int(Self.copyFlag), "a file of less than 2 GiB")
        self.file = file
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
        for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64? = nil, in table: inout HeroStore.StringTable,
        isValid: (UnsafeBufferPointer<UInt8>, String?) -> Bool
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
                let decomposed = Array(string.decomposedStringWithCanonicalMapping.utf8)
                // The hash of an ASCII decomposition, which is looked up and, if new, added.
                let decomposedHash =
                    decomposed.allSatisfy { $0 < 0x80 }
                    ? decomposed.withUnsafeBufferPointer { ByteHashSlots.hash($0) } : nil
                let asASCII = decomposedHash.flatMap { hash in
                    decomposed.withUnsafeBufferPointer { find($0, hash: hash) }
                }
                if let asASCII {
                    number = asASCII
                } else {
                    guard isValid(bytes, string) else { return nil }
                    number = table.append(uniqueBytes: bytes)
                    if let decomposedHash {
                        decomposed.withUnsafeBufferPointer { add($0, hash: decomposedHash, number: number) }
                    }
                }
                otherSpellings[string] = number
            }
        }
        add(bytes, hash: hash, number: number)
        return number
    }

    /// The number of the entry holding `bytes`.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UInt32? {
        let found = slots.find(hash: hash) { reference in
            let entry = entries[Int(reference)]
            return Int(entry.count) == bytes.count && holds(entry.start, bytes)
        }
        return found.map { entries[Int($0)].number }
    }

    /// Enters `bytes` with `number`.
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, number: UInt32) {
        slots.insert(hash: hash, reference: UInt32(entries.count))
        entries.append((location(of: bytes), UInt32(bytes.count), number))
        #if DEBUG
            _checkInvariants()
        #endif
    }

    #if DEBUG
        /// Checks that every entry has a slot and the newest entry's bytes are where it says
        /// (in constant time: it runs after every addition).
        public func _checkInvariants() {
            precondition(slots.count == entries.count)
            guard let last = entries.last else { return }
            let end = Int(last.start & ~Self.copyFlag) + Int(last.count)
            precondition(end <= (last.start & Self.copyFlag == 0 ? file.count : copies.count))
        }
    #endif

    /// Where `bytes` can be found again: their offset in the file, or in a copy.
    private mutating func location(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if let base = bytes.baseAddress, let fileBase = file.baseAddress, base >= fileBase,
            base + bytes.count <= fileBase + file.count
        {
            return UInt32(base - fileBase)
        }
        precondition(copies.count + bytes.count < Int(Self.copyFlag), "less than 2 GiB of copies")
        defer { copies.append(contentsOf: bytes) }
        return UInt32(copies.count) | Self.copyFlag
    }

    /// Whether the bytes stored at `start` are `bytes`.
    private func holds(_ start: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let offset = Int(start & ~Self.copyFlag)
        if start & Self.copyFlag == 0 {
            return ByteHashSlots.equal(UnsafeBufferPointer(rebasing: file[offset..<offset + bytes.count]), bytes)
        }
        return copies.withUnsafeBufferPointer { copies in
            ByteHashSlots.equal(UnsafeBufferPointer(rebasing: copies[offset..<offset + bytes.count]), bytes)
        }
    }
}
