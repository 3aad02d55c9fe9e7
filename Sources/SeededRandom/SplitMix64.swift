/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The same seed always gives the same sequence on every platform, which is what synthetic data
/// sets and randomized tests need; `SystemRandomNumberGenerator` cannot be seeded. HeroesDemo's
/// synthetic heroes, the benchmarks' workloads and every test target use this one copy.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    public var state: UInt64 { rawState }

    // Stored apart from `state`, which is read-only to users, so that the inlinable methods
    // (inlined into the demo's and the benchmarks' hot loops) can advance it.
    @usableFromInline
    internal var rawState: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    @inlinable
    public init(seed: UInt64) {
        rawState = seed
    }

    /// The step the state takes on every draw.
    public static var increment: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// Moves the sequence on by `count` draws at once, as if `next()` had been called `count`
    /// times, so that parts of one sequence can be drawn on several threads.
    ///
    /// ```swift
    /// var ahead = SplitMix64(seed: 7)
    /// ahead.skip(1_000)  // the 1,001st draw comes next
    /// ```
    ///
    /// - Parameter count: How many draws to skip.
    /// - Complexity: O(1).
    @inlinable
    public mutating func skip(_ count: UInt64) {
        rawState &+= count &* Self.increment
    }

    /// Returns the next value in the sequence.
    ///
    /// - Returns: 64 pseudo-random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        rawState &+= Self.increment
        var mixed = rawState
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SplitMix64 {
    /// Returns a value in `0..<bound`, computed the same way on every platform and toolchain.
    ///
    /// The standard library's `Int.random(in:using:)` does not promise a stable algorithm, and
    /// synthetic data sets must not change between releases.
    ///
    /// - Parameter bound: The exclusive upper bound; must be positive.
    /// - Returns: A pseudo-random value below `bound`, with negligible bias for small bounds.
    @inlinable
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// Returns a pseudo-randomly chosen element of `elements`.
    ///
    /// - Parameter elements: A non-empty array.
    /// - Returns: One of its elements.
    @inlinable
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(below: elements.count)]
    }
}
