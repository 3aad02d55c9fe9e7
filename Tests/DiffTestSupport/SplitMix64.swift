/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64), so that
/// randomized tests are repeatable: a failing case prints its seed and can be replayed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; it advances by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`: the same seed draws the same numbers.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
