import DiffTestSupport
import XCTest

@testable import Differentiator

final class IdentityTableTests: XCTestCase {
    func testNumbersIdentitiesInInsertionOrderAndFindsRepeats() {
        var table = IdentityTable<String>(capacity: 4)
        defer { table.deallocate() }
        XCTAssertNil(table.insert("a"))
        XCTAssertNil(table.insert("b"))
        XCTAssertEqual(table.insert("a"), 0)
        XCTAssertEqual(table.insert("b"), 1)
        XCTAssertNil(table.insert("c"))
        XCTAssertEqual(table.insert("c"), 2)
        XCTAssertEqual(table.count, 3)
    }

    func testManyIdentitiesWithCollidingLowBits() {
        // Multiples of a large power of two stress the probing if the hash were the value.
        let values = (0..<5_000).map { $0 << 20 }
        var table = IdentityTable<Int>(capacity: values.count)
        defer { table.deallocate() }
        for value in values { XCTAssertNil(table.insert(value)) }
        for (number, value) in values.enumerated() { XCTAssertEqual(table.insert(value), number) }
        XCTAssertEqual(table.count, values.count)
    }

    func testRawHashValuesThatDifferOnlyInHighBitsStillSpreadOut() {
        let values = (0..<20_000).map { RawHashed(value: $0 << 40) }
        var table = IdentityTable<RawHashed>(capacity: values.count)
        defer { table.deallocate() }
        for value in values { XCTAssertNil(table.insert(value)) }
        XCTAssertEqual(table.insert(values[12_345]), 12_345)
    }

    func testBatchInsertNumbersAndFindsLikeSingleInsertsAcrossBlocks() throws {
        // More than two blocks, so that the reads ahead cross block ends.
        let first = (0..<1_300).map { Value(identity: $0 * 7) }
        let second = (0..<1_300).map { Value(identity: $0 % 3 == 0 ? $0 * 7 : -$0) }
        var table = IdentityTable<Int>(capacity: first.count + second.count)
        defer { table.deallocate() }
        var found: [Int: Int] = [:]
        try first.withUnsafeBufferPointer { items throws(Diff.Error) in
            try table.insert(identitiesOf: items) { index, number throws(Diff.Error) in found[index] = number }
        }
        XCTAssertEqual(found, [:])
        XCTAssertEqual(table.count, first.count)
        try second.withUnsafeBufferPointer { items throws(Diff.Error) in
            try table.insert(identitiesOf: items) { index, number throws(Diff.Error) in found[index] = number }
        }
        // Index 0 is 0 in both lists; the other negated values are new.
        let expected = Dictionary(uniqueKeysWithValues: stride(from: 0, to: 1_300, by: 3).map { ($0, $0) })
        XCTAssertEqual(found, expected)
        XCTAssertEqual(table.count, first.count + second.count - expected.count)
        for (number, value) in first.enumerated() { XCTAssertEqual(table.insert(value.identity), number) }
    }

    func testBatchInsertStopsAtTheErrorItsCallbackThrows() {
        let items = (0..<40).map { Value(identity: $0 % 30) }
        var table = IdentityTable<Int>(capacity: items.count)
        defer { table.deallocate() }
        var calls: [Int] = []
        do {
            try items.withUnsafeBufferPointer { items throws(Diff.Error) in
                try table.insert(identitiesOf: items) { index, _ throws(Diff.Error) in
                    calls.append(index)
                    throw .duplicateItem(item: items[index])
                }
            }
            XCTFail("no error")
        } catch {
            XCTAssertEqual("\(error)", "\(Diff.Error.duplicateItem(item: Value(identity: 0)))")
        }
        XCTAssertEqual(calls, [30])
        XCTAssertEqual(table.count, 30)
    }

    func testEmptyTable() {
        let table = IdentityTable<Int>(capacity: 0)
        table.deallocate()
        XCTAssertEqual(table.count, 0)
    }
}

/// An item that is its identity.
private struct Value: IdentifiableType, Equatable {
    var identity: Int
}

/// An identity whose `hashValue` is its raw value, the way a type implementing the deprecated
/// `hashValue` requirement by hand might hash.
private struct RawHashed: Hashable {
    var value: Int

    static func == (lhs: RawHashed, rhs: RawHashed) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var hashValue: Int { value }
}
