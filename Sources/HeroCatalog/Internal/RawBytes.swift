#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The catalog's only raw-memory access: a byte array filled by `read(2)`; eight of its bytes
/// read as one 64-bit number, so that the data file's fast path can scan, hash and compare its
/// strings a word at a time; and a range of any byte array appended to another in one copy.
///
/// Every access is checked to lie inside the array or slice; bytes are read as the `UInt8`
/// memory they are, merely eight at once, in little-endian order whatever the processor's, so
/// the first byte is in the lowest bits.
///
/// ```swift
/// let bytes: [UInt8] = Array("superhero".utf8)
/// RawBytes.word(bytes, at: 0) & 0xFF  // 0x73, "s"
/// ```
enum RawBytes {
    /// The eight bytes of `bytes` from `offset` on, the first in the lowest bits.
    ///
    /// - Parameters:
    ///   - bytes: Some bytes.
    ///   - offset: A position with at least eight bytes from it to the end.
    /// - Returns: The word.
    @inline(__always)
    static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        word(bytes[...], at: offset)
    }

    /// The eight bytes of `bytes` from index `index` on, the first in the lowest bits.
    ///
    /// - Parameters:
    ///   - bytes: Some bytes.
    ///   - index: An index of the slice with at least eight bytes from it to the slice's end.
    /// - Returns: The word.
    @inline(__always)
    static func word(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt64 {
        precondition(index >= bytes.startIndex && index <= bytes.endIndex - 8, "a word inside the slice")
        return bytes.withUnsafeBytes { raw in
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index - bytes.startIndex, as: UInt64.self))
        }
    }

    /// Whether two byte slices are equal, compared eight bytes at a time.
    ///
    /// - Parameters:
    ///   - left: Some bytes.
    ///   - right: Other bytes.
    /// - Returns: `true` when they have the same length and bytes.
    /// - Complexity: O(*n*) in the number of bytes.
    @inline(__always)
    static func equal(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        var (leftIndex, rightIndex) = (left.startIndex, right.startIndex)
        while leftIndex + 8 <= left.endIndex {
            if word(left, at: leftIndex) != word(right, at: rightIndex) { return false }
            leftIndex += 8
            rightIndex += 8
        }
        while leftIndex < left.endIndex {
            if left[leftIndex] != right[rightIndex] { return false }
            leftIndex += 1
            rightIndex += 1
        }
        return true
    }

    /// Whether every byte of `bytes` passes `wordTest` and `byteTest`, checked eight bytes at a
    /// time while eight remain.
    ///
    /// - Parameters:
    ///   - bytes: Some bytes.
    ///   - wordTest: Whether all eight bytes of a word pass.
    ///   - byteTest: Whether one byte passes; the same test as `wordTest`, byte by byte.
    /// - Returns: `true` when every byte passes.
    /// - Complexity: O(*n*) in the number of bytes.
    @inline(__always)
    static func allSatisfy(
        _ bytes: ArraySlice<UInt8>, words wordTest: (UInt64) -> Bool, bytes byteTest: (UInt8) -> Bool
    ) -> Bool {
        var index = bytes.startIndex
        while index + 8 <= bytes.endIndex {
            if !wordTest(word(bytes, at: index)) { return false }
            index += 8
        }
        return bytes[index...].allSatisfy(byteTest)
    }

    /// Appends `source[range]` to `target` in one copy.
    ///
    /// `target.append(contentsOf: source[range])` does the same but makes a slice, which holds
    /// a reference to `source`: counted in and out for every copy and, when several threads copy
    /// from one shared array (the generator's word tables, the folded names a shelf gathers), on
    /// a counter every thread writes. Borrowing the bytes counts nothing; copying them byte by
    /// byte costs more than the count.
    ///
    /// - Parameters:
    ///   - source: The bytes to copy from.
    ///   - range: Positions in `source`.
    ///   - target: The array to append to.
    /// - Complexity: O(*n*) in the length of `range`.
    @inline(__always)
    static func append(_ source: [UInt8], in range: Range<Int>, to target: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= source.count, "a range inside the source")
        source.withUnsafeBufferPointer { buffer in
            target.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// Reads from `descriptor` into `bytes` from `offset` to the end, as `read(2)` does.
    ///
    /// - Parameters:
    ///   - bytes: The array to fill; its count does not change.
    ///   - offset: Where the bytes read go, less than `bytes.count`.
    ///   - descriptor: An open file descriptor.
    /// - Returns: `read(2)`'s result: how many bytes were read, 0 at the end, or -1 with `errno` set.
    static func fill(_ bytes: inout [UInt8], from offset: Int, reading descriptor: Int32) -> Int {
        precondition(offset >= 0 && offset < bytes.count, "room to read into")
        return bytes.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
    }
}
