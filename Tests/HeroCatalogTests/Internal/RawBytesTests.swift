import XCTest

@testable import HeroCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class RawBytesTests: XCTestCase {
    /// The word at `offset` built byte by byte, the first byte lowest.
    private func expectedWord(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(0) { word, position in word | UInt64(bytes[offset + position]) << (8 * position) }
    }

    func testReadsEveryWordOfAnArrayFirstByteLowest() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
        for offset in 0...(bytes.count - 8) {
            XCTAssertEqual(RawBytes.word(bytes, at: offset), expectedWord(bytes, at: offset), "offset \(offset)")
        }
        XCTAssertEqual(RawBytes.word(Array("superhero".utf8), at: 0) & 0xFF, 0x73)
    }

    func testReadsASlicesWordsByTheSlicesIndices() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 * 13 + 5) }
        for start in 0..<16 {
            let slice = bytes[start..<start + 20]
            for index in slice.startIndex...(slice.endIndex - 8) {
                XCTAssertEqual(RawBytes.word(slice, at: index), expectedWord(bytes, at: index), "\(start) \(index)")
            }
        }
    }

    func testFillReadsIntoTheArrayFromTheOffsetToItsEnd() {
        let descriptor = open("/dev/zero", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 7, count: 10)
        XCTAssertEqual(RawBytes.fill(&bytes, from: 3, reading: descriptor), 7)
        XCTAssertEqual(bytes, [7, 7, 7, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(RawBytes.fill(&bytes, from: 0, reading: -1), -1, "read(2)'s failure")
    }

    func testEqualComparesEveryByteOfEveryLength() {
        for length in 0..<20 {
            let bytes = (0..<length).map { UInt8($0 * 3 + 1) }
            let padded = [9] + bytes + [9]
            XCTAssertTrue(RawBytes.equal(bytes[...], padded[1..<length + 1]), "\(length)")
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 1
                XCTAssertFalse(RawBytes.equal(bytes[...], changed[...]), "\(length) \(position)")
            }
            XCTAssertFalse(RawBytes.equal(bytes[...], (bytes + [0])[...]))
        }
    }

    func testAllSatisfyChecksEveryByteWhateverItsPlace() {
        for length in 0..<20 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x41, count: length + 2)
                bytes[position + 1] = 0x80
                let slice = bytes[1..<length + 1]
                XCTAssertFalse(
                    RawBytes.allSatisfy(slice, words: { $0 & 0x8080_8080_8080_8080 == 0 }, bytes: { $0 < 0x80 }),
                    "\(length) \(position)")
            }
            let clean = [UInt8](repeating: 0x41, count: length)
            XCTAssertTrue(RawBytes.allSatisfy(clean[...], words: { _ in true }, bytes: { $0 == 0x41 }))
        }
    }

    func testAppendCopiesExactlyTheRangeOntoTheEnd() {
        let source = (0..<30).map { UInt8($0 + 100) }
        for lower in 0...source.count {
            for upper in lower...source.count {
                var target: [UInt8] = [1, 2, 3]
                RawBytes.append(source, in: lower..<upper, to: &target)
                XCTAssertEqual(target, [1, 2, 3] + source[lower..<upper], "\(lower)..<\(upper)")
            }
        }
        var empty: [UInt8] = []
        RawBytes.append([], in: 0..<0, to: &empty)
        XCTAssertEqual(empty, [])
    }
}
