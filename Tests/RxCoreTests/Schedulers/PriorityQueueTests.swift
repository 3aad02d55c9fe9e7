import TestSupport
import XCTest

@testable import RxCore

final class PriorityQueueTests: RxTestCase {
    func testDequeuesInOrderForRandomInterleavings() {
        for seed in UInt64(1)...100 {
            var generator = SplitMix64(seed: seed)
            var queue = PriorityQueue<Int> { $0 < $1 }
            var model: [Int] = []
            var dequeued: [Int] = []
            var expected: [Int] = []
            for _ in 0..<Int.random(in: 0...300, using: &generator) {
                if Bool.random(using: &generator) || model.isEmpty {
                    let value = Int.random(in: -50...50, using: &generator)
                    queue.enqueue(value)
                    model.append(value)
                } else {
                    model.sort()
                    expected.append(model.removeFirst())
                    dequeued.append(queue.dequeue()!)
                }
                XCTAssertEqual(queue.count, model.count)
                XCTAssertEqual(queue.peek(), model.min())
            }
            model.sort()
            expected += model
            while let value = queue.dequeue() { dequeued.append(value) }
            XCTAssertEqual(dequeued, expected, "seed \(seed)")
            XCTAssertTrue(queue.isEmpty)
            if dequeued != expected { return }
        }
    }

    func testRemovingAnyElementKeepsTheRestInOrder() {
        for seed in UInt64(1)...100 {
            var generator = SplitMix64(seed: seed)
            var queue = PriorityQueue<Int> { $0 < $1 }
            var model: [Int] = []
            for _ in 0..<Int.random(in: 1...100, using: &generator) {
                let value = Int.random(in: -50...50, using: &generator)
                queue.enqueue(value)
                model.append(value)
            }
            for _ in 0..<Int.random(in: 0...model.count, using: &generator) {
                let value = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
                XCTAssertEqual(queue.remove { $0 == value }, value, "seed \(seed)")
            }
            XCTAssertNil(queue.remove { $0 > 50 })
            var dequeued: [Int] = []
            while let value = queue.dequeue() { dequeued.append(value) }
            XCTAssertEqual(dequeued, model.sorted(), "seed \(seed)")
            if dequeued != model.sorted() { return }
        }
    }

    func testSmallCasesExhaustively() {
        // Every permutation of up to six values, with duplicates.
        for count in 0...6 {
            for permutation in permutations(of: (0..<count).map { $0 / 2 }) {
                var queue = PriorityQueue<Int> { $0 < $1 }
                for value in permutation { queue.enqueue(value) }
                var result: [Int] = []
                while let value = queue.dequeue() { result.append(value) }
                XCTAssertEqual(result, permutation.sorted(), "input \(permutation)")
            }
        }
    }

    private func permutations(of values: [Int]) -> [[Int]] {
        guard let first = values.first else { return [[]] }
        return permutations(of: Array(values.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var permutation = rest
                permutation.insert(first, at: index)
                return permutation
            }
        }
    }
}
