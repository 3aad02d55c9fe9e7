/// Which pairs of adjacent bytes occur in a folded text, hashed into 64 bits, so that a search
/// for two or more letters rules out most names that hold the letters but not side by side.
///
/// A name that contains the needle contains each of the needle's pairs, so its mask holds every
/// bit of the needle's. The converse fails when pairs share a bit (a name of twenty letters sets
/// about a quarter of the bits), so a name that passes is still compared in full
/// (``NeedleMatcher``); the mask only spares that comparison for most of the others. Where
/// ``CharacterMask`` lets "no" through for every name with an "n" and an "o", this one lets
/// through those with an "no", and about a quarter of the rest.
///
/// ```swift
/// let name = PairMask(of: Array("nova".utf8))
/// name.contains(PairMask(of: Array("no".utf8)))  // true
/// ```
public struct PairMask: Equatable, Sendable {
    /// The bits.
    public var rawValue: UInt64

    /// The empty mask, which a text of fewer than two bytes has.
    public init() {
        rawValue = 0
    }

    /// The mask with these bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The mask of the adjacent pairs of `text`.
    ///
    /// - Parameter text: Folded UTF-8 text.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(of text: some Sequence<UInt8>) {
        rawValue = 0
        var previous: UInt8?
        for byte in text {
            if let previous { rawValue |= Self.bit(previous, byte) }
            previous = byte
        }
    }

    /// Whether every bit of `other` is in this mask.
    ///
    /// - Parameter other: A needle's mask.
    /// - Returns: `true` when this mask holds all of `other`'s bits.
    @inline(__always)
    public func contains(_ other: PairMask) -> Bool {
        rawValue & other.rawValue == other.rawValue
    }

    /// The bit of the pair `first`, `second`: the top six bits of a multiplicative hash of the
    /// two bytes.
    @inline(__always)
    public static func bit(_ first: UInt8, _ second: UInt8) -> UInt64 {
        let pair = UInt32(first) << 8 | UInt32(second)
        return 1 << UInt64((pair &* 0x9E37_79B1) >> 26)
    }
}
