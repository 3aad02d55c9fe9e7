import XCTest

@testable import RxCore

final class ReplayBufferTests: RxTestCase {
    func testKeepsTheLatestElementsOldestFirstForEverySmallCase() {
        for capacity in 0...7 {
            var buffer = ReplayBuffer<Int>(capacity: capacity)
            var model: [Int] = []
            for value in 0..<20 {
                buffer.append(value)
                model.append(value)
                let expected = Array(model.suffix(capacity))
                var actual: [Int] = []
                buffer.forEach { actual.append($0) }
                XCTAssertEqual(actual, expected, "capacity \(capacity) after \(value + 1) elements")
                XCTAssertEqual(buffer.count, expected.count)
            }
            buffer.removeAll()
            var afterRemoval: [Int] = []
            buffer.forEach { afterRemoval.append($0) }
            XCTAssertEqual(afterRemoval, [])
            buffer.append(99)
            buffer.forEach { afterRemoval.append($0) }
            XCTAssertEqual(afterRemoval, capacity == 0 ? [] : [99])
        }
    }

    func testUnboundedBufferNeverDropsAnything() {
        var buffer = ReplayBuffer<Int>(capacity: Int.max)
        for value in 0..<10_000 { buffer.append(value) }
        var sum = 0
        buffer.forEach { sum += $0 }
        XCTAssertEqual(buffer.count, 10_000)
        XCTAssertEqual(sum, 49_995_000)
    }
}
