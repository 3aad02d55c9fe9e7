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

    func testEmptyTable() {
        let table = IdentityTable<Int>(capacity: 0)
        table.deallocate()
        XCTAssertEqual(table.count, 0)
    }
}

/// An identity whose `hashValue` is its raw value, the way a type implementing the deprecated
/// `hashValue` requirement by hand might hash.
private struct RawHashed: Hashable {
    var value: Int

    static func == (lhs: RawHashed, rhs: RawHashed) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var hashValue: Int { value }
}
