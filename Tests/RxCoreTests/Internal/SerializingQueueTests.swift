import XCTest

@testable import RxCore

/// Counts the operations it runs; `running` detects two running at once.
private final class CountingQueue: SerializingQueue<Int>, @unchecked Sendable {
    // `total` and `log` are touched only by `process`, which the queue serializes.
    let running = AtomicCell<Int>(0)
    let overlaps = AtomicCell<Int>(0)
    var total = 0
    var log: [Int] = []

    func submit(_ value: Int) {
        perform(value) { value in self.process(value) }
    }

    var onProcess: ((Int) -> Void)?

    func process(_ value: Int) {
        if running.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        total += value
        log.append(value)
        onProcess?(value)
        running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}

final class SerializingQueueTests: RxTestCase {
    func testRunsEveryOperationExactlyOnceAndNeverTwoAtATime() {
        let queue = CountingQueue()
        runConcurrently(threads: 8) { _ in
            for _ in 0..<10_000 { queue.submit(1) }
        }
        XCTAssertEqual(queue.total, 80_000)
        XCTAssertEqual(queue.overlaps.load(ordering: .acquiring), 0)
        XCTAssertFalse(queue.isBusy)
    }

    func testReentrantOperationsRunAfterTheCurrentOneInArrivalOrder() {
        let queue = CountingQueue()
        queue.onProcess = { value in
            if value == 1 {
                queue.submit(2)
                queue.submit(3)
                XCTAssertTrue(queue.isBusy)
            }
            if value == 2 { queue.submit(4) }
        }
        queue.submit(1)
        queue.submit(5)
        XCTAssertEqual(queue.log, [1, 2, 3, 4, 5])
        XCTAssertEqual(queue.overlaps.load(ordering: .acquiring), 0)
        queue.onProcess = nil
    }

    func testEachThreadsOperationsKeepTheirOrder() {
        let queue = CountingQueue()
        runConcurrently(threads: 4) { thread in
            for index in 0..<5_000 { queue.submit(thread * 5_000 + index) }
        }
        for thread in 0..<4 {
            let fromThread = queue.log.filter { $0 / 5_000 == thread }
            XCTAssertEqual(fromThread, Array(thread * 5_000..<(thread + 1) * 5_000), "thread \(thread)")
        }
    }

    func testTryAcquireTakesOnlyAFreeQueueAndReleaseRunsWhatArrivedMeanwhile() {
        let queue = CountingQueue()
        XCTAssertTrue(queue.tryAcquire())
        XCTAssertTrue(queue.isBusy)
        XCTAssertFalse(queue.tryAcquire(), "the queue was taken twice")
        // Queued behind the holder, run by it when it releases the queue.
        queue.submit(5)
        queue.submit(7)
        XCTAssertEqual(queue.log, [])
        queue.release { value in queue.process(value) }
        XCTAssertEqual(queue.log, [5, 7])
        XCTAssertFalse(queue.isBusy)
        XCTAssertTrue(queue.tryAcquire())
        queue.release { _ in XCTFail("nothing was queued") }
    }

    func testDirectWorkAndQueuedOperationsNeverOverlapAcrossThreads() {
        let queue = CountingQueue()
        runConcurrently(threads: 4) { thread in
            for _ in 0..<5_000 {
                if thread.isMultiple(of: 2) {
                    queue.submit(1)
                } else if queue.tryAcquire() {
                    // Work done directly while holding the queue counts as an operation too.
                    if queue.running.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                        queue.overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    queue.running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                    queue.release { value in queue.process(value) }
                }
            }
        }
        XCTAssertEqual(queue.total, 10_000)
        XCTAssertEqual(queue.overlaps.load(ordering: .acquiring), 0)
        XCTAssertFalse(queue.isBusy)
    }
}
