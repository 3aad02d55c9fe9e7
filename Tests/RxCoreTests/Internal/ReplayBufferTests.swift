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
                XCTAssertEqual(Array(buffer), expected, "capacity \(capacity) after \(value + 1) elements")
                XCTAssertEqual(buffer.count, expected.count)
            }
            buffer.removeAll()
            XCTAssertEqual(Array(buffer), [])
            buffer.append(99)
            XCTAssertEqual(Array(buffer), capacity == 0 ? [] : [99])
        }
    }

    func testUnboundedBufferNeverDropsAnything() {
        var buffer = ReplayBuffer<Int>(capacity: Int.max)
        for value in 0..<10_000 { buffer.append(value) }
        XCTAssertEqual(buffer.count, 10_000)
        XCTAssertEqual(Array(buffer), Array(0..<10_000))
    }
}
