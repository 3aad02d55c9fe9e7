import Foundation
import RxCore
import XCTest

final class AsyncSequenceObservableTests: RxTestCase {
    private struct SequenceFailure: Error, Equatable {}

    private struct Countdown: AsyncSequence, Sendable {
        typealias Element = Int
        let from: Int
        let failAtZero: Bool

        struct AsyncIterator: AsyncIteratorProtocol {
            var current: Int
            let failAtZero: Bool

            mutating func next() async throws -> Int? {
                guard current > 0 else {
                    if failAtZero { throw SequenceFailure() }
                    return nil
                }
                defer { current -= 1 }
                return current
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(current: from, failAtZero: failAtZero)
        }
    }

    func testEmitsTheElementsThenCompletes() async {
        let result = await events(of: Countdown(from: 3, failAtZero: false).asObservable())
        XCTAssertEqual(result, [.next(3), .next(2), .next(1), .completed])
    }

    func testFailsWithTheSequencesError() async {
        let result = await events(of: Countdown(from: 1, failAtZero: true).asObservable())
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result.first, .next(1))
        XCTAssertEqual(result.last?.error as? SequenceFailure, SequenceFailure())
    }

    func testFromIsTheSameAsAsObservable() async {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("a")
            continuation.yield("b")
            continuation.finish()
        }
        let result = await events(of: Observable.from(stream))
        XCTAssertEqual(result, [.next("a"), .next("b"), .completed])
    }

    func testEachSubscriberIteratesAnew() async {
        let observable = Countdown(from: 2, failAtZero: false).asObservable()
        let first = await events(of: observable)
        let second = await events(of: observable)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, [.next(2), .next(1), .completed])
    }

    func testDisposingCancelsTheIteratingTask() async {
        let terminated = expectation(description: "stream terminated")
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { _ in terminated.fulfill() }
        continuation.yield(1)
        let first = expectation(description: "first element")
        let subscription = stream.asObservable().subscribe(onNext: { _ in first.fulfill() })
        await fulfillment(of: [first], timeout: 30)
        subscription.dispose()
        await fulfillment(of: [terminated], timeout: 30)
    }
}
