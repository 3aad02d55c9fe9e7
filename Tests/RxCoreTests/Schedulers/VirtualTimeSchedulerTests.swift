import Dispatch
import Foundation
import RxCore
import RxTest
import TestSupport
import XCTest

final class VirtualTimeSchedulerTests: RxTestCase {
    func testRunsWorkInDueTimeOrderThenSchedulingOrderForRandomSchedules() {
        for seed in UInt64(1)...50 {
            var generator = SplitMix64(seed: seed)
            let scheduler = TestScheduler(initialClock: 0)
            var ran: [(time: TestTime, order: Int)] = []
            var scheduled: [(time: TestTime, order: Int)] = []
            for order in 0..<Int.random(in: 1...200, using: &generator) {
                let time = Int.random(in: 0...50, using: &generator)
                scheduled.append((time, order))
                scheduler.scheduleAt(time) { ran.append((scheduler.clock, order)) }
            }
            scheduler.start()
            let expected = scheduled.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            let matches = ran.map(\.order) == expected.map(\.order) && ran.map(\.time) == expected.map(\.time)
            XCTAssertTrue(matches, "seed \(seed): ran \(ran), expected \(expected)")
            if !matches { return }
        }
    }

    func testDisposingReleasesTheActionWithoutRunningTheScheduler() {
        final class Captured {}
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakCaptured: Captured?
        let work: Disposable
        do {
            let captured = Captured()
            weakCaptured = captured
            work = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
                _ = captured
                return Disposables.create()
            }
        }
        XCTAssertNotNil(weakCaptured)
        work.dispose()
        XCTAssertNil(weakCaptured, "the queue kept a disposed action")
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 0, pending: [])")
    }

    func testDisposedWorkIsSkippedWithoutMovingTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ran.append(scheduler.clock)
            return Disposables.create()
        }
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            ran.append(scheduler.clock)
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testDisposingRunWorkDisposesWhatItReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let returned = BooleanDisposable()
        let work = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in returned }
        scheduler.start()
        XCTAssertFalse(returned.isDisposed)
        work.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testStartingWhileRunningDoesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [String] = []
        scheduler.scheduleAt(10) {
            ran.append("outer")
            scheduler.start()
            ran.append("outer after nested start")
        }
        scheduler.scheduleAt(20) { ran.append("later") }
        scheduler.start()
        XCTAssertEqual(ran, ["outer", "outer after nested start", "later"])
    }

    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(ran, [])
        scheduler.start()
        XCTAssertEqual(ran, [50])
    }

    func testScheduleRelativeVirtualDoesNotApplyTheProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 100)
        var ran: [TestTime] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
            ran.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ran.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ran, [100, 101])
    }

    func testWorkScheduledFromAnotherThreadDuringARunIsPickedUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Collector<String>()
        scheduler.scheduleAt(10) {
            let scheduled = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                scheduler.scheduleAt(20) { ran.append("from another thread at \(scheduler.clock)") }
                scheduled.signal()
            }
            scheduled.wait()
        }
        scheduler.start()
        XCTAssertEqual(ran.snapshot, ["from another thread at 20"])
    }

    func testSubclassesAdjustRelativeDueTimes() {
        let scheduler = DelayingScheduler(initialClock: Date(timeIntervalSince1970: 0))
        var ran: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ran.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: 5)) { _ in
            ran.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ran, [5, 11])
    }

    func testDebugDescriptionListsTheClockAndPendingWork() {
        let scheduler = TestScheduler(initialClock: 7)
        scheduler.scheduleAt(30) {}
        scheduler.scheduleAt(20) {}
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 25) { _ in Disposables.create() }
        cancelled.dispose()
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 7, pending: [20, 30])")
    }
}

/// Moves every relative due time ten seconds later, to check that `adjustScheduledTime` is open.
private final class DelayingScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    init(initialClock: Date) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }

    override func adjustScheduledTime(_ time: Date) -> Date {
        time.addingTimeInterval(10)
    }
}
