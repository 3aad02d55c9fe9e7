/// Finds a folded query in folded names that lie back to back in one array.
///
/// A scan tests each name's masks first (``CharacterMask``, ``PairMask``), so the names that reach
/// the matcher mostly contain the needle, usually early. The matcher looks for the needle's first
/// two bytes and compares the rest only where both occur, with plain bounds-checked indexing: at a
/// million heroes a scan spends a small part of a frame here.
///
/// ```swift
/// let matcher = NeedleMatcher(needle: Array("sp".utf8))
/// matcher.occurs(in: Array("ironspider".utf8), from: 4, to: 10)  // true
/// ```
public struct NeedleMatcher: Sendable {
    /// The folded query; not empty.
    public let needle: [UInt8]

    /// The needle's first byte.
    private let first: UInt8

    /// The needle's second byte (its first, for a one-byte needle).
    private let second: UInt8

    /// Creates a matcher.
    ///
    /// - Parameter needle: A folded query; not empty.
    public init(needle: [UInt8]) {
        precondition(!needle.isEmpty, "an empty needle matches everything")
        self.needle = needle
        first = needle[0]
        second = needle[needle.count > 1 ? 1 : 0]
    }

    /// Whether the needle occurs in `text[start..<end]`.
    ///
    /// - Parameters:
    ///   - text: The names, back to back.
    ///   - start: Where the name starts.
    ///   - end: Where it ends.
    /// - Returns: `true` when the name contains the needle.
    /// - Complexity: O(*n*) for a name of *n* bytes, plus a comparison for each place where the
    ///   needle's first two bytes occur.
    @inline(__always)
    public func occurs(in text: [UInt8], from start: Int, to end: Int) -> Bool {
        let count = needle.count
        let lastStart = end - count
        guard lastStart >= start else { return false }
        if count == 1 {
            for position in start...lastStart where text[position] == first { return true }
            return false
        }
        for position in start...lastStart where text[position] == first && text[position + 1] == second {
            if count == 2 || matchesRest(at: position, in: text) { return true }
        }
        return false
    }

    /// Whether the needle's bytes after its first two follow at `position`.
    @inline(__always)
    private func matchesRest(at position: Int, in text: [UInt8]) -> Bool {
        for offset in 2..<needle.count where text[position + offset] != needle[offset] { return false }
        return true
    }
}
