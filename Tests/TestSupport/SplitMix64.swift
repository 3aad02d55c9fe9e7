/// A small, fast, seeded random number generator (SplitMix64) for repeatable randomized tests.
///
/// Failing randomized tests print their seed; rerun with that seed to reproduce. The test targets
/// share this one copy; HeroesDemo has its own (`Sources/HeroesDemo/Model/SplitMix64.swift`)
/// because its synthetic data sets need one and an executable cannot depend on a test target.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next value in the sequence.
    ///
    /// - Returns: 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
