import Foundation
import RxCore
import XCTest

final class ObservableAsyncTests: RxTestCase {
    private struct Failure: Error, Equatable {}

    func testEmitsTheResultAndCompletes() async {
        let result = await events(of: Observable.async { 42 })
        XCTAssertEqual(result, [.next(42), .completed])
        let detached = await events(of: Observable.async(detached: true, priority: .low) { 7 })
        XCTAssertEqual(detached, [.next(7), .completed])
    }

    func testFailsWithTheThrownError() async {
        let result = await events(of: Observable<Int>.async { throw Failure() })
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.first?.error as? Failure, Failure())
    }

    func testRunsTheWorkOncePerSubscriber() async {
        let runs = Collector<Int>()
        let observable = Observable<Int>.async {
            runs.append(1)
            return runs.count
        }
        _ = await events(of: observable)
        _ = await events(of: observable)
        XCTAssertEqual(runs.count, 2)
    }

    func testDisposingCancelsTheTask() async {
        let cancelled = expectation(description: "work saw the cancellation")
        let started = expectation(description: "work started")
        let subscription = Observable<Int>.async {
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return 1
        }.subscribe(onNext: { _ in XCTFail("no element expected") })
        await fulfillment(of: [started], timeout: 30)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 30)
    }
}
