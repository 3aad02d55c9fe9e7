#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The model's only raw-memory access: a byte array filled by `read(2)`, and eight of its bytes
/// read as one 64-bit number, so that the data file's fast path can scan, hash and compare its
/// strings a word at a time.
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
        precondition(offset >= 0 && offset <= bytes.count - 8, "a word inside the bytes")
        return bytes.withUnsafeBytes { raw in
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
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
