import Dispatch
import Foundation
import RxCore
import XCTest

final class OperationQueueSchedulerTests: RxTestCase {
    func testWorkRunsAsAnOperationOnTheQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let received = Collector<String>()
        for index in 0..<3 {
            _ = scheduler.schedule(index) { index in
                received.append("\(index) on queue: \(OperationQueue.current === queue)")
                return Disposables.create()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(received.snapshot, ["0 on queue: true", "1 on queue: true", "2 on queue: true"])
    }

    func testDisposingBeforeTheOperationStartsCancelsIt() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let received = Collector<String>()
        let cancelled = scheduler.schedule(()) { _ in
            received.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            received.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(received.snapshot, ["kept"])
    }

    func testDisposingAfterTheOperationRanDisposesWhatItReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let work = scheduler.schedule(()) { _ in returned }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(returned.isDisposed)
        work.dispose()
        XCTAssertTrue(returned.isDisposed)
    }
}
