/// Eight bytes of a byte array read as one 64-bit number: the one place the model reads memory
/// wider than it is stored, so that the data file's fast path can scan, hash and compare its
/// strings a word at a time.
///
/// Every read is checked to lie inside the array or slice; bytes are read as `UInt8` memory they
/// are, merely eight at once, in little-endian order whatever the processor's, so the first byte
/// is in the lowest bits.
///
/// ```swift
/// let bytes: [UInt8] = Array("superhero".utf8)
/// ByteWords.word(bytes, at: 0) & 0xFF  // 0x73, "s"
/// ```
enum ByteWords {
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
}
