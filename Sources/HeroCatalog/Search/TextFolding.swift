import Foundation
import Synchronization

/// The normal form text is compared in: only its letters and digits, without case, accents or
/// width, independent of the locale.
///
/// Search and sorting both go through this one function, so "Araña", "ARANA" and "arana" find
/// and sort as the same word on every machine, and "spiderman", "spider man", "Spider-Man" and
/// the fullwidth "ＳＰＩＤＥＲ－ＭＡＮ" are one key. The duplicate-name check of
/// ``HeroCatalog/validate(_:file:)`` ignores only case and accents: "Spider-Man" and "Spider Man"
/// may share a catalog, both found by "spiderman" and sorted by their Unicode order.
///
/// ```swift
/// TextFolding.fold("Araña")       // "arana"
/// TextFolding.fold("Spider-Man")  // "spiderman"
/// TextFolding.fold("ＢＡＴ")        // "bat"
/// ```
public enum TextFolding {
    /// Removes case, diacritics, width, punctuation, spaces and symbols from `text`.
    ///
    /// The text is put in Unicode compatibility form (NFKC, which turns fullwidth and other
    /// compatibility characters into their plain forms), folded for case, diacritics and width,
    /// and reduced to its letters and digits (scalars with the Alphabetic property or a numeric
    /// type); everything else (spaces, hyphens, dots, emoji) is dropped. Safe to call from any
    /// thread.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The folded text; two strings that differ only in case, accents, width,
    ///   punctuation or spacing fold to the same result. Text without letters or digits folds to
    ///   "".
    /// - Complexity: O(*n*) in the length of `text`.
    public static func fold(_ text: some StringProtocol) -> String {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var runs = RunCache()
        appendFolded(utf8, in: utf8.indices, to: &bytes, runs: &runs)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded form of the UTF-8 text `utf8[range]` to `bytes`, as ``fold(_:)`` folds
    /// it.
    ///
    /// Most of a name is ASCII, folded here byte by byte; only the runs of other characters go
    /// through Foundation, which costs about ten times more, and those runs (an "é", an icon)
    /// repeat across names, so `runs` remembers their folded forms. One cache per thread keeps
    /// the folding of a million names free of locks.
    ///
    /// The text is read by position, not through a slice, which would count a reference to
    /// `utf8` in and out for every name.
    ///
    /// - Parameters:
    ///   - utf8: Bytes holding the text.
    ///   - range: Where the text lies in `utf8`: valid UTF-8.
    ///   - bytes: Receives the folded text's UTF-8 bytes.
    ///   - runs: The folded runs remembered by this thread.
    /// - Complexity: O(*n*) in the length of `range`.
    public static func appendFolded(
        _ utf8: [UInt8], in range: Range<Int>, to bytes: inout [UInt8], runs: inout RunCache
    ) {
        let asciiFolding = asciiFolding  // read once: each read of a static checks its initialization
        var index = range.lowerBound
        while index != range.upperBound {
            let byte = utf8[index]
            if byte < 0x80 {
                let kept = asciiFolding[Int(byte)]
                if kept != 0 { bytes.append(kept) }
                index += 1
                continue
            }
            var end = index + 1
            while end != range.upperBound && utf8[end] >= 0x80 { end += 1 }
            // A run of whole scalars: UTF-8 continuation bytes are never ASCII.
            bytes += runs.folded(utf8, in: index..<end)
            index = end
        }
    }

    /// Each ASCII byte's folded form, or 0 for a byte that is dropped (``appendFolded(ascii:to:)``
    /// as a table).
    private static let asciiFolding: [UInt8] = (0..<128).map { byte in
        var folded: [UInt8] = []
        appendFolded(ascii: UInt8(byte), to: &folded)
        return folded.first ?? 0
    }

    /// Folded runs of non-ASCII text, remembered by one thread; misses go to the cache every
    /// thread shares.
    public struct RunCache {
        private var short: [UInt64: [UInt8]] = [:]
        private var long: [[UInt8]: [UInt8]] = [:]

        /// Creates an empty cache.
        init() {}

        /// The folded form of a run of non-ASCII scalars, `utf8[range]`.
        ///
        /// - Parameters:
        ///   - utf8: Bytes holding the run.
        ///   - range: Where the run's UTF-8 bytes lie in `utf8`.
        /// - Returns: Its folded UTF-8 bytes.
        mutating func folded(_ utf8: [UInt8], in range: Range<Int>) -> [UInt8] {
            // Runs of up to 7 bytes are keyed by their bytes and length packed in a word, which
            // costs no allocation.
            if range.count < 8 {
                var key = UInt64(range.count)
                for index in range { key = key << 8 | UInt64(utf8[index]) }
                if let folded = short[key] { return folded }
                let folded = foldedRun(String(decoding: utf8[range], as: UTF8.self))
                if short.count < runCacheCapacity { short[key] = folded }
                return folded
            }
            let key = Array(utf8[range])
            if let folded = long[key] { return folded }
            let folded = foldedRun(String(decoding: key, as: UTF8.self))
            if long.count < runCacheCapacity { long[key] = folded }
            return folded
        }
    }

    /// The most runs ``foldedRun(_:)`` remembers, so text with ever new characters cannot grow
    /// the memory without bound.
    public static let runCacheCapacity = 4_096

    /// Folded runs of non-ASCII text, shared by every thread that folds.
    private static let runCache = Mutex<[String: [UInt8]]>([:])

    /// Folds a run of non-ASCII scalars as UTF-8: compatibility form, then case, diacritic and
    /// width folding, then only letters and digits.
    ///
    /// Folding runs apart gives what folding the whole text would: the steps act on one
    /// character at a time or on a run of combining marks and jamo, which never contains ASCII;
    /// a mark after an ASCII letter is dropped either way.
    private static func foldedRun(_ run: String) -> [UInt8] {
        if let cached = runCache.withLock({ $0[run] }) { return cached }
        let folded = run.precomposedStringWithCompatibilityMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var bytes: [UInt8] = []
        for scalar in folded.unicodeScalars {
            if scalar.isASCII {
                appendFolded(ascii: UInt8(scalar.value), to: &bytes)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                bytes += String(scalar).utf8
            }
        }
        runCache.withLock { cache in
            if cache.count < runCacheCapacity { cache[run] = bytes }
        }
        return bytes
    }

    /// Appends an ASCII letter lowercased, or a digit; drops anything else.
    @inline(__always)
    private static func appendFolded(ascii byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
        default: break
        }
    }
}
