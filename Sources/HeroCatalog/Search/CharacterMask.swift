/// Which bytes occur in a folded text, as one bit per kind of byte, so that a search can rule out
/// most names with one test before looking at their text.
///
/// Folded text (``TextFolding``) holds lowercase ASCII letters, digits and the UTF-8 bytes of
/// other letters. Each letter and digit has a bit of its own (36 bits); every other byte shares
/// one of the remaining 28 bits with the bytes of the same remainder. If a text contains a needle,
/// it contains every byte of it, so its mask holds every bit of the needle's mask: a name whose
/// mask lacks one cannot match. For a needle of one ASCII letter or digit the test is exact, so
/// the first letter typed, which would otherwise scan every name, is answered from the masks
/// alone.
///
/// ```swift
/// let name = CharacterMask(of: Array("spiderman".utf8)[...])
/// name.contains(CharacterMask(of: Array("sp".utf8)[...]))  // true
/// name.contains(CharacterMask(of: Array("x".utf8)[...]))   // false
/// ```
public struct CharacterMask: Equatable, Sendable {
    /// The bits.
    public var rawValue: UInt64

    /// The empty mask.
    public init() {
        rawValue = 0
    }

    /// The mask with these bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The mask of the bytes of `text`.
    ///
    /// - Parameter text: Folded UTF-8 text.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(of text: some Sequence<UInt8>) {
        rawValue = 0
        for byte in text { insert(byte) }
    }

    /// The masks of the bytes and of the adjacent pairs of `text`, in one pass.
    ///
    /// - Parameter text: Folded UTF-8 text.
    /// - Returns: Its ``CharacterMask`` and ``PairMask``.
    /// - Complexity: O(*n*) in the length of `text`.
    @inline(__always)
    public static func masks(of text: some Collection<UInt8>) -> (characters: CharacterMask, pairs: PairMask) {
        var bytes = text.makeIterator()
        guard let first = bytes.next() else { return (CharacterMask(), PairMask()) }
        let bits = bits  // read once: each read of a static checks its initialization
        var characters = bits[Int(first)]
        var pairs: UInt64 = 0
        var previous = first
        while let byte = bytes.next() {
            characters |= bits[Int(byte)]
            pairs |= PairMask.bit(previous, byte)
            previous = byte
        }
        return (CharacterMask(rawValue: characters), PairMask(rawValue: pairs))
    }

    /// ``bit(_:)`` of every byte, as a table.
    private static let bits: [UInt64] = (0...255).map { bit(UInt8($0)) }

    /// Adds the bit of `byte`.
    ///
    /// - Parameter byte: A byte of folded text.
    @inline(__always)
    public mutating func insert(_ byte: UInt8) {
        rawValue |= Self.bit(byte)
    }

    /// Whether every bit of `other` is in this mask.
    ///
    /// - Parameter other: A needle's mask.
    /// - Returns: `true` when this mask holds all of `other`'s bits.
    @inline(__always)
    public func contains(_ other: CharacterMask) -> Bool {
        rawValue & other.rawValue == other.rawValue
    }

    /// Whether a needle is one ASCII letter or digit, whose mask test alone tells whether a text
    /// contains it.
    ///
    /// - Parameter needle: A folded query.
    /// - Returns: `true` for a one-byte needle of a letter or digit.
    public static func isExact(for needle: some Collection<UInt8>) -> Bool {
        needle.count == 1 && needle.first! < 0x80
    }

    /// The bit of one byte: `a`–`z` are bits 0–25, `0`–`9` bits 26–35, any other byte one of
    /// bits 36–63 by its remainder modulo 28.
    @inline(__always)
    public static func bit(_ byte: UInt8) -> UInt64 {
        let position: UInt8
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): position = byte &- UInt8(ascii: "a")
        case UInt8(ascii: "0")...UInt8(ascii: "9"): position = 26 &+ (byte &- UInt8(ascii: "0"))
        default: position = 36 &+ byte % 28
        }
        return 1 << UInt64(position)
    }
}
