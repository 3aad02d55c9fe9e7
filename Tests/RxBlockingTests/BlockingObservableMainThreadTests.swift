import Foundation
import RxBlocking
import RxCore
import XCTest

/// Blocking on the main thread must not deadlock work the sequence sends to the main queue.
final class BlockingObservableMainThreadTests: BlockingTestCase {
    private let background = SerialDispatchQueueScheduler(qos: .userInitiated)

    func testTheTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testASourceObservedOnTheMainSchedulerFromElsewhereCompletes() throws {
        let source = Observable.of(1, 2, 3)
            .subscribe(on: background)
            .observe(on: MainScheduler.instance)
            .do(onNext: { _ in XCTAssertTrue(Thread.isMainThread) })
        XCTAssertEqual(try source.toBlocking(timeout: 30).toArray(), [1, 2, 3])
    }

    func testMainQueueTimersAndAsyncDispatchRun() throws {
        let timer = Observable<Int>.timer(.milliseconds(5), scheduler: MainScheduler.instance)
        XCTAssertEqual(try timer.toBlocking(timeout: 30).single(), 0)
        let dispatched = Observable.of("a", "b").observe(on: MainScheduler.asyncInstance)
        XCTAssertEqual(try dispatched.toBlocking(timeout: 30).toArray(), ["a", "b"])
    }

    func testDriversCanBeBlockedOn() throws {
        let driver = Observable.of(1, 2).subscribe(on: background).asDriver(onErrorJustReturn: -1)
        XCTAssertEqual(try driver.toBlocking(timeout: 30).toArray(), [1, 2])
    }

    func testBlockingFromABackgroundThreadWaitsForMainQueueWork() {
        let done = expectation(description: "background wait finished")
        let result = ResultBox()
        DispatchQueue.global().async {
            let source = Observable.of(1, 2).observe(on: MainScheduler.instance)
            result.elements = try? source.toBlocking(timeout: 30).toArray()
            done.fulfill()
        }
        // The main thread services the main queue while XCTest waits.
        wait(for: [done], timeout: 10)
        XCTAssertEqual(result.elements, [1, 2])
    }
}

/// Carries a result from a background thread to the test; written before an expectation is
/// fulfilled and read after the wait, which orders the two.
private final class ResultBox: @unchecked Sendable {
    var elements: [Int]?
}
