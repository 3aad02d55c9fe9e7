import Foundation

/// The names of a file's heroes as the catalog compares them, for the hero file loader to find a
/// duplicate without a `String` per name.
///
/// ``HeroCatalog/validate(_:file:)`` calls two names one when their foldings,
/// ``HeroCatalog/duplicateKey(_:)`` (without case and accents), are equal strings. For an ASCII name that folding is its ASCII lower case (a test checks every ASCII
/// character), so the set hashes an ASCII name with `A` to `Z` as `a` to `z` and, on a hash
/// match, compares it so with the earlier name where the store keeps it: it keeps no copy of its
/// own. Other names are folded by Foundation; a folding that is ASCII, or whose canonical
/// decomposition is (the only way a string can equal an ASCII one), is kept as those bytes
/// alongside the ASCII names, any other in a set of strings, which compares them as `String`
/// does.
///
/// Comparing ASCII keys ignoring case can only call more names equal than the catalog does, never
/// fewer (a folding that kept an upper-case letter); the loader then declines the file, and the
/// catalog's own check decides.
///
/// ```swift
/// var names = FoldedNameSet()
/// let hash = FoldedNameSet.hash(asciiName: bytes)
/// names.insert(asciiName: bytes, hash: hash, hero: 0, names: storeNames, nameEnds: storeNameEnds)  // true
/// ```
public struct FoldedNameSet {
    private var slots: ByteHashSlots
    /// The foldings of names that are not ASCII but fold to ASCII, back to back.
    private var foldedKeys: [UInt8] = []
    /// `foldedKeys[foldedKeyEnds[i]..<foldedKeyEnds[i + 1]]` is folding *i*.
    private var foldedKeyEnds: [Int] = [0]
    /// The foldings that are not ASCII.
    private var otherKeys: Set<String> = []

    /// A reference with this bit set is a folding in `foldedKeys`; without it, a hero whose
    /// ASCII name is the key.
    private static let foldedFlag: UInt32 = 1 << 31

    /// Creates an empty set with room for `capacity` names.
    ///
    /// - Parameter capacity: The expected number of names.
    public init(capacity: Int = 0) {
        slots = ByteHashSlots(capacity: capacity)
    }

    /// The hash ``insert(asciiName:hash:hero:names:nameEnds:)`` needs.
    ///
    /// - Parameter name: An ASCII name's bytes.
    /// - Returns: The hash of the name with `A` to `Z` as `a` to `z`.
    @inline(__always)
    public static func hash(asciiName name: ArraySlice<UInt8>) -> UInt64 {
        ByteHashSlots.hash(name, lowercasingASCII: true)
    }

    /// Reads the table where a name with `hash` goes (see ``ByteHashSlots/touch(hash:)``).
    ///
    /// - Parameter hash: A ``hash(asciiName:)``.
    /// - Returns: Something read, to keep.
    @inline(__always)
    public func touch(hash: UInt64) -> UInt32 { slots.touch(hash: hash) }

    /// Adds hero `hero`'s ASCII name.
    ///
    /// - Parameters:
    ///   - name: The name's bytes, all ASCII.
    ///   - hash: Its ``hash(asciiName:)``.
    ///   - hero: The hero's position in `nameEnds`, less than 2³¹; its name is `name`.
    ///   - names: The names of the heroes added before, back to back.
    ///   - nameEnds: Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`.
    /// - Returns: `false` when an earlier name folds to the same key.
    /// - Complexity: O(*n*) in the length of `name` on average.
    public mutating func insert(
        asciiName name: ArraySlice<UInt8>, hash: UInt64, hero: Int, names: [UInt8], nameEnds: [UInt32]
    ) -> Bool {
        precondition(hero < Int(Self.foldedFlag), "at most 2³¹ heroes")
        return insert(key: name, hash: hash, reference: UInt32(hero), names: names, nameEnds: nameEnds)
    }

    /// Adds a name that is not ASCII.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - names: The names of the heroes added before, back to back.
    ///   - nameEnds: Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`.
    /// - Returns: `false` when an earlier name folds to an equal string.
    /// - Complexity: O(*n*) in the length of `name`.
    public mutating func insert(name: String, names: [UInt8], nameEnds: [UInt32]) -> Bool {
        let folded = HeroCatalog.duplicateKey(name)
        var key = Array(folded.utf8)
        if !key.allSatisfy({ $0 < 0x80 }) {
            let decomposed = Array(folded.decomposedStringWithCanonicalMapping.utf8)
            guard decomposed.allSatisfy({ $0 < 0x80 }) else { return otherKeys.insert(folded).inserted }
            key = decomposed
        }
        let reference = UInt32(foldedKeyEnds.count - 1) | Self.foldedFlag
        let inserted = insert(
            key: key[...], hash: Self.hash(asciiName: key[...]), reference: reference, names: names, nameEnds: nameEnds)
        guard inserted else { return false }
        foldedKeys.append(contentsOf: key)
        foldedKeyEnds.append(foldedKeys.count)
        #if DEBUG
            _checkInvariants()
        #endif
        return true
    }

    #if DEBUG
        /// Checks that the kept foldings end where their bytes do and that the table holds at
        /// least one entry for each (in constant time: it runs after every addition).
        public func _checkInvariants() {
            precondition(foldedKeyEnds.first == 0 && foldedKeyEnds.last == foldedKeys.count)
            precondition(slots.count >= foldedKeyEnds.count - 1)
        }
    #endif

    /// Adds an ASCII key unless an equal one, ignoring case, is in the set.
    private mutating func insert(
        key: ArraySlice<UInt8>, hash: UInt64, reference: UInt32, names: [UInt8], nameEnds: [UInt32]
    ) -> Bool {
        let found = slots.find(hash: hash) { stored in
            if stored & Self.foldedFlag != 0 {
                let index = Int(stored & ~Self.foldedFlag)
                return Self.equalIgnoringCase(foldedKeys[foldedKeyEnds[index]..<foldedKeyEnds[index + 1]], key)
            }
            return Self.equalIgnoringCase(names[Int(nameEnds[Int(stored)])..<Int(nameEnds[Int(stored) + 1])], key)
        }
        guard found == nil else { return false }
        slots.insert(hash: hash, reference: reference)
        return true
    }

    private static func equalIgnoringCase(_ stored: ArraySlice<UInt8>, _ key: ArraySlice<UInt8>) -> Bool {
        stored.count == key.count && zip(stored, key).allSatisfy { lowercase($0) == lowercase($1) }
    }

    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
