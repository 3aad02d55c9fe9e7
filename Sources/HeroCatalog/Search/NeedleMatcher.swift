/// Finds a folded query in folded names, eight bytes at a time.
///
/// Calling `memchr` and `memcmp` for each of a million names of twenty bytes costs more in calls
/// than in comparing. Instead eight bytes of the name are read as one word, and the positions
/// where the needle's first two bytes start are found for all eight at once: a byte equals the
/// needle's byte where the word xor the needle byte repeated eight times has a zero byte, which
/// plain integer arithmetic finds exactly. Only those positions are compared further.
///
/// The names must lie in a buffer with at least ``padding`` readable bytes after the last name,
/// since a word may reach past a name's end (the bytes past the end are never counted).
///
/// ```swift
/// let matcher = NeedleMatcher(needle: Array("sp".utf8))
/// text.withUnsafeBufferPointer { matcher.occurs(in: $0.baseAddress!, from: 0, to: 9) }
/// ```
public struct NeedleMatcher: Sendable {
    /// How many readable bytes the buffer must hold past the last name.
    public static let padding = 16

    /// The folded query; not empty.
    public let needle: [UInt8]

    /// The needle's first byte, repeated eight times.
    private let first: UInt64

    /// The needle's second byte (its first, for a one-byte needle), repeated eight times.
    private let second: UInt64

    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Creates a matcher.
    ///
    /// - Parameter needle: A folded query; not empty.
    public init(needle: [UInt8]) {
        precondition(!needle.isEmpty, "an empty needle matches everything")
        self.needle = needle
        first = UInt64(needle[0]) &* Self.ones
        second = UInt64(needle[needle.count > 1 ? 1 : 0]) &* Self.ones
    }

    /// Whether the needle occurs in `text[start..<end]`.
    ///
    /// - Parameters:
    ///   - text: The names' buffer, with ``padding`` readable bytes after the last name.
    ///   - start: Where the name starts.
    ///   - end: Where it ends.
    /// - Returns: `true` when the name contains the needle.
    /// - Complexity: O(*n*/8) word steps for a name of *n* bytes, plus a comparison for each place
    ///   where the needle's first two bytes occur.
    @inline(__always)
    public func occurs(in text: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let count = needle.count
        let lastStart = end - count
        guard lastStart >= start else { return false }
        var position = start
        while position <= lastStart {
            let word = UInt64(littleEndian: UnsafeRawPointer(text + position).loadUnaligned(as: UInt64.self))
            var hits = Self.zeroBytes(word ^ first)
            if count > 1 {
                let next = UInt64(littleEndian: UnsafeRawPointer(text + position + 1).loadUnaligned(as: UInt64.self))
                hits &= Self.zeroBytes(next ^ second)
            }
            // Only starts at or before `lastStart` count.
            let lanes = lastStart - position + 1
            if lanes < 8 { hits &= (1 << UInt64(lanes * 8)) &- 1 }
            while hits != 0 {
                let candidate = position + hits.trailingZeroBitCount / 8
                if count <= 2 || matchesRest(at: candidate, in: text) { return true }
                hits &= hits &- 1
            }
            position += 8
        }
        return false
    }

    /// Whether the needle's bytes after its first two follow at `position`.
    @inline(__always)
    private func matchesRest(at position: Int, in text: UnsafePointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            for offset in 2..<needle.count where text[position + offset] != needle[offset] { return false }
            return true
        }
    }

    /// The high bit of each byte of `word` that is zero, and no other bit.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ lowBits) | word | lowBits)
    }
}
