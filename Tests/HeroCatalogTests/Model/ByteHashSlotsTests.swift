import TestSupport
import XCTest

@testable import HeroCatalog

final class ByteHashSlotsTests: XCTestCase {
    func testFindsWhatWasInsertedAcrossGrowth() {
        let keys = (0..<5_000).map { Array("key \($0)".utf8) }
        var slots = ByteHashSlots()
        for (index, key) in keys.enumerated() {
            let hash = ByteHashSlots.hash(key[...])
            XCTAssertNil(slots.find(hash: hash) { keys[Int($0)] == key })
            slots.insert(hash: hash, reference: UInt32(index))
        }
        XCTAssertEqual(slots.count, keys.count)
        for (index, key) in keys.enumerated() {
            let hash = ByteHashSlots.hash(key[...])
            XCTAssertEqual(slots.find(hash: hash) { keys[Int($0)] == key }, UInt32(index))
        }
        #if DEBUG
            slots._checkInvariants()
        #endif
    }

    func testEqualHashesAreToldApartByTheCaller() {
        var slots = ByteHashSlots(capacity: 4)
        for reference in UInt32(0)..<10 {
            slots.insert(hash: 42, reference: reference)
        }
        for reference in UInt32(0)..<10 {
            XCTAssertEqual(slots.find(hash: 42) { $0 == reference }, reference)
        }
        XCTAssertNil(slots.find(hash: 42) { _ in false })
    }

    func testHashReadsEveryByteOfEveryLength() {
        // Each length up to three words, each byte changed: the hash changes.
        for length in 0..<25 {
            let bytes = (0..<length).map { UInt8($0 * 7 + 1) }
            let hash = ByteHashSlots.hash(bytes[...])
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x40
                XCTAssertNotEqual(
                    ByteHashSlots.hash(changed[...]), hash, "\(length) \(position)")
            }
            let longer = ByteHashSlots.hash((bytes + [0])[...])
            XCTAssertNotEqual(longer, hash, "a trailing zero byte counts")
        }
    }

    func testLowercasingHashIgnoresASCIICaseOnly() {
        let upper = Array("HULK SMASH: THE @[`{ EDGES ZZ".utf8)
        let lower = Array("hulk smash: the @[`{ edges zz".utf8)
        XCTAssertEqual(
            ByteHashSlots.hash(upper[...], lowercasingASCII: true),
            ByteHashSlots.hash(lower[...]))
        for byte in UInt8(0)..<0x80 {
            let word = UInt64(byte) << 32 | 0x4141_4141
            let expected = UInt64(Character(UnicodeScalar(byte)).lowercased().utf8.first!) << 32 | 0x6161_6161
            XCTAssertEqual(ByteHashSlots.lowercase(word), expected, "\(byte)")
        }
    }

    func testHashOfASliceIsTheHashOfItsBytes() {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        for start in 0..<bytes.count {
            for end in start...bytes.count {
                XCTAssertEqual(
                    ByteHashSlots.hash(bytes[start..<end]), ByteHashSlots.hash(Array(bytes[start..<end])[...]),
                    "\(start)..<\(end)")
            }
        }
    }
}
