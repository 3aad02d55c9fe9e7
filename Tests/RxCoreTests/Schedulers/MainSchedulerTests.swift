import Dispatch
import Foundation
import RxCore
import XCTest

/// XCTest runs these on the main thread; `spinMainRunLoop` lets main-queue work run.
final class MainSchedulerTests: RxTestCase {
    func testOnTheMainThreadWorkRunsAtOnce() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertTrue(MainScheduler.isOnMainQueue)
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }

    func testWorkScheduledFromABackgroundThreadReachesTheMainThread() {
        let arrivals = Collector<String>()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let onMainQueue = MainScheduler.isOnMainQueue
            _ = MainScheduler.instance.schedule("payload") { payload in
                arrivals.append(
                    "\(payload) main thread: \(Thread.isMainThread), main queue: \(MainScheduler.isOnMainQueue)")
                return Disposables.create()
            }
            arrivals.append("background was on main queue: \(onMainQueue)")
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 30), .success)
        // The main thread is blocked in this test until it spins the run loop.
        XCTAssertEqual(arrivals.snapshot, ["background was on main queue: false"])
        spinMainRunLoop { arrivals.count == 2 }
        XCTAssertEqual(
            arrivals.snapshot,
            ["background was on main queue: false", "payload main thread: true, main queue: true"]
        )
    }

    func testNothingScheduledFromManyThreadsIsLost() {
        let threads = 8
        let perThread = 250
        let arrivals = Collector<Int>()
        let offMain = Collector<Int>()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                _ = MainScheduler.instance.schedule(thread * perThread + index) { value in
                    if !Thread.isMainThread { offMain.append(value) }
                    arrivals.append(value)
                    return Disposables.create()
                }
            }
        }
        spinMainRunLoop { arrivals.count == threads * perThread }
        let received = arrivals.snapshot
        XCTAssertEqual(received.sorted(), Array(0..<(threads * perThread)))
        XCTAssertEqual(offMain.snapshot, [])
        for thread in 0..<threads {
            let fromThread = received.filter { $0 / perThread == thread }
            XCTAssertEqual(fromThread, fromThread.sorted(), "order from thread \(thread)")
        }
    }

    func testWorkFromTheMainThreadWaitsBehindWorkAlreadyQueued() {
        let scheduled = DispatchSemaphore(value: 0)
        let log = MainThreadLog()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("queued first")
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 30), .success)
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("scheduled on main")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, [], "must not overtake the queued work")
        spinMainRunLoop { log.entries.count == 2 }
        XCTAssertEqual(log.entries, ["queued first", "scheduled on main"])
    }

    func testAsyncInstanceAlwaysDispatches() {
        let log = MainThreadLog()
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("async")
            return Disposables.create()
        }
        log.append("after schedule")
        spinMainRunLoop { log.entries.count == 2 }
        XCTAssertEqual(log.entries, ["after schedule", "async"])
    }

    func testDisposingBeforeTheMainQueueRunsCancels() {
        let log = MainThreadLog()
        let cancelled = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertEqual(log.entries, [])
        spinMainRunLoop { log.entries.count == 1 }
        XCTAssertEqual(log.entries, ["kept"])
    }

    func testRelativeWorkRunsOnTheMainThreadAfterTheDelay() {
        let log = MainThreadLog()
        let start = DispatchTime.now()
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            let waited = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 30_000_000
            log.append("waited: \(waited), main: \(Thread.isMainThread)")
            return Disposables.create()
        }
        spinMainRunLoop { log.entries.count == 1 }
        XCTAssertEqual(log.entries, ["waited: true, main: true"])
    }

    func testPeriodicWorkRunsOnTheMainThread() {
        let log = MainThreadLog()
        let periodic = MainScheduler.instance.schedulePeriodic(
            0, startAfter: .milliseconds(1), period: .milliseconds(2)
        ) {
            state in
            log.append("\(state) main: \(Thread.isMainThread)")
            return state + 1
        }
        spinMainRunLoop { log.entries.count >= 3 }
        periodic.dispose()
        XCTAssertEqual(Array(log.entries.prefix(3)), ["0 main: true", "1 main: true", "2 main: true"])
    }

    func testIsOnMainQueueIsFalseOnOtherQueues() {
        let result = Collector<Bool>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "rxcore.tests.not-main").async {
            result.append(MainScheduler.isOnMainQueue)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(result.snapshot, [false])
    }
}

/// A log written and read only on the main thread.
private final class MainThreadLog: @unchecked Sendable {
    // Confined to the main thread: every access asserts it.
    private var storage: [String] = []

    var entries: [String] {
        precondition(Thread.isMainThread)
        return storage
    }

    func append(_ entry: String) {
        precondition(Thread.isMainThread)
        storage.append(entry)
    }
}
