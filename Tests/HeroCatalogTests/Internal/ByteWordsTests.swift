import XCTest

@testable import HeroCatalog

final class ByteWordsTests: XCTestCase {
    /// The word at `offset` built byte by byte, the first byte lowest.
    private func expectedWord(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(0) { word, position in word | UInt64(bytes[offset + position]) << (8 * position) }
    }

    func testReadsEveryWordOfAnArrayFirstByteLowest() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
        for offset in 0...(bytes.count - 8) {
            XCTAssertEqual(ByteWords.word(bytes, at: offset), expectedWord(bytes, at: offset), "offset \(offset)")
        }
        XCTAssertEqual(ByteWords.word(Array("superhero".utf8), at: 0) & 0xFF, 0x73)
    }

    func testReadsASlicesWordsByTheSlicesIndices() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 * 13 + 5) }
        for start in 0..<16 {
            let slice = bytes[start..<start + 20]
            for index in slice.startIndex...(slice.endIndex - 8) {
                XCTAssertEqual(ByteWords.word(slice, at: index), expectedWord(bytes, at: index), "\(start) \(index)")
            }
        }
    }
}
