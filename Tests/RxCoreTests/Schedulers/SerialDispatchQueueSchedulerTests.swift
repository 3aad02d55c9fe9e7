import Dispatch
import Foundation
import XCTest

@testable import RxCore

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    private let key = DispatchSpecificKey<Int>()

    private func makeScheduler() -> SerialDispatchQueueScheduler {
        let key = self.key
        return SerialDispatchQueueScheduler(
            internalSerialQueueName: "rxcore.tests.serial",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 7) }
        )
    }

    func testWorkRunsOnTheQueueInSchedulingOrder() {
        let scheduler = makeScheduler()
        let key = self.key
        let received = Collector<Int>()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<1_000 {
            _ = scheduler.schedule(index) { index in
                if DispatchQueue.getSpecific(key: key) == 7 { received.append(index) }
                if index == 999 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.snapshot, Array(0..<1_000))
    }

    func testAConcurrentTargetQueueStillRunsOneActionAtATime() {
        let concurrent = DispatchQueue(label: "rxcore.tests.concurrent-target", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: concurrent, internalSerialQueueName: "rxcore.tests.proxy")
        let running = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<200 {
            group.enter()
            _ = scheduler.schedule(()) { _ in
                if running.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                usleep(50)
                running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                group.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }

    func testQoSInitializerRunsWork() {
        let scheduler = SerialDispatchQueueScheduler(qos: .utility)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    }

    func testDisposingBeforeTheActionStartsCancelsIt() {
        let scheduler = makeScheduler()
        let gate = DispatchSemaphore(value: 0)
        let ran = Collector<String>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ran.append("kept")
            done.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(ran.snapshot, ["kept"])
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = makeScheduler()
        let returned = BooleanDisposable()
        let done = DispatchSemaphore(value: 0)
        let work = scheduler.schedule(()) { _ in
            done.signal()
            return returned
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        scheduler.drainPendingWork()
        XCTAssertFalse(returned.isDisposed)
        work.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testRelativeWorkWaitsAtLeastTheDueTimeAndRunsOnTheQueue() {
        let scheduler = makeScheduler()
        let key = self.key
        let start = DispatchTime.now()
        let elapsed = Collector<UInt64>()
        let onQueue = Collector<Bool>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            elapsed.append(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds)
            onQueue.append(DispatchQueue.getSpecific(key: key) == 7)
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertGreaterThanOrEqual(elapsed.snapshot.first ?? 0, 50_000_000)
        XCTAssertEqual(onQueue.snapshot, [true])
    }

    func testDisposingRelativeWorkBeforeItIsDueCancelsIt() {
        let scheduler = makeScheduler()
        let ran = Collector<Int>()
        let work = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            ran.append(1)
            return Disposables.create()
        }
        work.dispose()
        // The queue is serial and this timer is due later: once it has run, the disposed
        // action's time has come and gone.
        scheduler.awaitLaterMarker(after: .milliseconds(60)) { ran.append(2) }
        XCTAssertEqual(ran.snapshot, [2])
    }

    func testPeriodicWorkThreadsItsStateUntilDisposed() {
        let scheduler = makeScheduler()
        let states = Collector<Int>()
        let fifth = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            states.append(state)
            if state == 4 { fifth.signal() }
            return state + 1
        }
        XCTAssertEqual(fifth.wait(timeout: .now() + 30), .success)
        periodic.dispose()
        scheduler.drainPendingWork()
        let count = states.count
        // Six periods later, a timer that was not stopped would have fired again.
        scheduler.awaitLaterMarker(after: .milliseconds(30))
        XCTAssertEqual(states.count, count, "ran after disposal")
        XCTAssertEqual(states.snapshot, Array(0..<count))
        XCTAssertGreaterThanOrEqual(count, 5)
    }

    func testNowIsTheWallClock() {
        let before = Date()
        let now = makeScheduler().now
        XCTAssertGreaterThanOrEqual(now, before)
        XCTAssertLessThanOrEqual(now, Date())
    }
}
