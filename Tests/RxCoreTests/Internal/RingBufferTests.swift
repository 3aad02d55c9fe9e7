import XCTest

@testable import RxCore

final class RingBufferTests: RxTestCase {
    func testFirstInFirstOut() {
        var buffer = RingBuffer<Int>()
        XCTAssertTrue(buffer.isEmpty)
        for value in 0..<10 { buffer.append(value) }
        XCTAssertEqual(buffer.count, 10)
        XCTAssertEqual(Array(buffer), Array(0..<10))
        XCTAssertEqual((0..<10).map { _ in buffer.removeFirst() }, Array(0..<10))
        XCTAssertTrue(buffer.isEmpty)
    }

    // Every sequence of up to 12 appends and removals, checked against an array after each step:
    // covers growth while the circle wraps around at every offset.
    func testEveryShortSequenceOfOperationsMatchesAnArray() {
        for length in 0...12 {
            for pattern in 0..<(1 << length) {
                var buffer = RingBuffer<Int>()
                var model: [Int] = []
                var next = 0
                for step in 0..<length {
                    if pattern & (1 << step) != 0 || model.isEmpty {
                        buffer.append(next)
                        model.append(next)
                        next += 1
                    } else {
                        XCTAssertEqual(buffer.removeFirst(), model.removeFirst(), "pattern \(pattern) step \(step)")
                    }
                    guard buffer.count == model.count, Array(buffer) == model else {
                        return XCTFail("pattern \(pattern) of length \(length) diverged at step \(step)")
                    }
                }
            }
        }
    }

    func testRemoveAllKeepsWorking() {
        var buffer = RingBuffer<String>()
        for value in ["a", "b", "c", "d", "e"] { buffer.append(value) }
        buffer.removeFirst()
        buffer.removeAll()
        XCTAssertTrue(buffer.isEmpty)
        buffer.append("f")
        XCTAssertEqual(Array(buffer), ["f"])
    }

    func testReleasesRemovedElements() {
        weak var released: NSObject?
        var buffer = RingBuffer<NSObject>()
        do {
            let object = NSObject()
            released = object
            buffer.append(object)
        }
        XCTAssertNotNil(released)
        buffer.removeFirst()
        XCTAssertNil(released)
    }
}
