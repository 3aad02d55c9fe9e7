/// Sorts heroes by folded name, eight bytes at a time.
///
/// Comparing whole names makes a sort of a million re-read long shared prefixes ("captain…",
/// "professor…") in every comparison. Instead the names are sorted by their first eight bytes,
/// read as one big-endian integer (zero-padded: folded text has no zero byte, so a shorter name
/// sorts first), and each run of names that tie there is sorted again by its next four bytes
/// (read with the first eight), then eight at a time. Names that tie to their end are equal when folded; those are ordered by their
/// Unicode order, as `String`'s `<` gives it, and names equal in that too by their number.
///
/// ```swift
/// let order = FoldedNameOrder.sorted(
///     Array(0..<3), text: folded.text, name: { folded.nameRange(Int($0)) }, original: { names[Int($0)] })
/// ```
public enum FoldedNameOrder {
    /// An entry being sorted, in 16 bytes: up to eight bytes of its name at the current offset,
    /// the four after the first eight (read with them, while the name is in the cache, since most
    /// runs of equal first keys need them), and the hero.
    private struct Entry {
        var key: UInt64
        var next: UInt32
        var hero: UInt32
    }

    /// Runs shorter than this are sorted by comparing whole names.
    public static let comparisonThreshold = 16

    /// Runs at least this long are sorted by their keys with a radix sort; shorter ones with a
    /// comparison sort, which costs less for them than six passes over the digits' counts.
    public static let radixThreshold = 4_096

    /// The bits of the key sorted in one pass of the radix sort: 2,048 counters, which fit in the
    /// processor's first-level cache.
    private static let digitBits = 11

    /// The heroes `heroes` in folded-name order.
    ///
    /// The names are ranges of one `text`, so reading a name's bytes makes no slice (a slice
    /// holds a reference to the text, counted in and out at every read).
    ///
    /// - Parameters:
    ///   - heroes: The heroes to sort, by number.
    ///   - text: The folded names, as UTF-8 with no zero byte.
    ///   - name: Where hero *i*'s folded name lies in `text`.
    ///   - original: Hero *i*'s name before folding, to order names that fold alike.
    /// - Returns: The heroes sorted.
    /// - Complexity: O(*n* · *d*) for runs sorted by radix, O(*n* log *n* · *d*) otherwise, for
    ///   names that share *d* blocks of bytes at most.
    public static func sorted(
        _ heroes: [UInt32],
        text: [UInt8],
        name: (UInt32) -> Range<Int>,
        original: (UInt32) -> String
    ) -> [UInt32] {
        var entries = heroes.map { hero in
            let folded = name(hero)
            return Entry(
                key: key(text, folded, from: 0), next: UInt32(truncatingIfNeeded: key(text, folded, from: 8) >> 32),
                hero: hero)
        }
        sort(&entries, entries.indices, offset: 0, width: 8, text: text, name: name, original: original)
        return entries.map(\.hero)
    }

    /// The eight bytes of the name `text[name]` from `start`, big-endian, zero-padded.
    @inline(__always)
    private static func key(_ text: [UInt8], _ name: Range<Int>, from start: Int) -> UInt64 {
        var key: UInt64 = 0
        let first = name.lowerBound + start
        if start + 8 <= name.count {
            for offset in 0..<8 { key = key << 8 | UInt64(text[first + offset]) }
            return key
        }
        for offset in 0..<8 { key = key << 8 | UInt64(start + offset < name.count ? text[first + offset] : 0) }
        return key
    }

    /// Sorts `entries[range]`, whose names are equal before byte `offset` and whose keys hold
    /// their bytes `offset..<offset + width` (in the key's top bytes).
    private static func sort(
        _ entries: inout [Entry],
        _ range: Range<Int>,
        offset: Int,
        width: Int,
        text: [UInt8],
        name: (UInt32) -> Range<Int>,
        original: (UInt32) -> String
    ) {
        if range.count < comparisonThreshold {
            insertionSort(&entries, range) {
                precedes($0.hero, $1.hero, from: offset, text: text, name: name, original: original)
            }
            return
        }
        if range.count >= radixThreshold {
            radixSort(&entries, range)
        } else {
            entries[range].sort { $0.key < $1.key }
        }
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound && entries[end].key == entries[start].key { end += 1 }
            if end - start > 1 {
                let run = start..<end
                if name(entries[start].hero).count < offset + width {
                    // The names end before these bytes do (a zero byte ties only with a zero
                    // byte), so they fold alike. A name ending with them may tie with longer ones.
                    entries[run].sort { (original($0.hero), $0.hero) < (original($1.hero), $1.hero) }
                } else if offset == 0 {
                    // The four bytes after the first eight were read with them.
                    for position in run { entries[position].key = UInt64(entries[position].next) << 32 }
                    sort(&entries, run, offset: 8, width: 4, text: text, name: name, original: original)
                } else {
                    let next = offset + width
                    for position in run {
                        entries[position].key = key(text, name(entries[position].hero), from: next)
                    }
                    sort(&entries, run, offset: next, width: 8, text: text, name: name, original: original)
                }
            }
            start = end
        }
    }

    /// Sorts a short run in place (sorting `entries[range]` would copy the run out and back).
    private static func insertionSort(
        _ entries: inout [Entry], _ range: Range<Int>, by areInIncreasingOrder: (Entry, Entry) -> Bool
    ) {
        for position in range.dropFirst() {
            let entry = entries[position]
            var target = position
            while target > range.lowerBound && areInIncreasingOrder(entry, entries[target - 1]) {
                entries[target] = entries[target - 1]
                target -= 1
            }
            entries[target] = entry
        }
    }

    /// Sorts `entries[range]` by key, least significant digit first: each pass is stable, so
    /// after the pass of the most significant digit the entries are in key order. A pass whose
    /// digit is the same for every entry is skipped.
    private static func radixSort(_ entries: inout [Entry], _ range: Range<Int>) {
        var source = Array(entries[range])
        var target = source
        let digitCount = 1 << digitBits
        let mask = UInt64(digitCount - 1)
        var counts = [Int](repeating: 0, count: digitCount)
        var shift: UInt64 = 0
        while shift < 64 {
            for index in counts.indices { counts[index] = 0 }
            for entry in source { counts[Int(entry.key >> shift & mask)] += 1 }
            if counts.contains(source.count) {
                shift += UInt64(digitBits)
                continue
            }
            var total = 0
            for index in counts.indices {
                let count = counts[index]
                counts[index] = total
                total += count
            }
            for entry in source {
                let digit = Int(entry.key >> shift & mask)
                target[counts[digit]] = entry
                counts[digit] += 1
            }
            swap(&source, &target)
            shift += UInt64(digitBits)
        }
        entries[range] = source[...]
    }

    /// Whether hero `left`'s name sorts before hero `right`'s, both equal before byte `start`.
    private static func precedes(
        _ left: UInt32,
        _ right: UInt32,
        from start: Int,
        text: [UInt8],
        name: (UInt32) -> Range<Int>,
        original: (UInt32) -> String
    ) -> Bool {
        let a = name(left)
        let b = name(right)
        let skipped = min(start, a.count, b.count)
        for offset in skipped..<min(a.count, b.count) {
            let (byteOfLeft, byteOfRight) = (text[a.lowerBound + offset], text[b.lowerBound + offset])
            if byteOfLeft != byteOfRight { return byteOfLeft < byteOfRight }
        }
        if a.count != b.count { return a.count < b.count }
        return (original(left), left) < (original(right), right)
    }
}
