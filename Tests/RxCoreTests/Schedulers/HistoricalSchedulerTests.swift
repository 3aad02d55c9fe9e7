import Foundation
import RxCore
import XCTest

final class HistoricalSchedulerTests: RxTestCase {
    func testTheClockStartsAtTheEpochByDefault() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
    }

    func testRelativeWorkRunsAtTheClockPlusTheDueTime() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
        var ran: [TimeInterval] = []
        for seconds in [60, 0, 1] {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
                ran.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
            ran.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ran, [1_000, 1_001, 1_001.5, 1_060])
    }

    func testPeriodicWorkFollowsVirtualSeconds() {
        let scheduler = HistoricalScheduler()
        var ran: [TimeInterval] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(30)) { _ in
            ran.append(scheduler.now.timeIntervalSince1970)
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 100))
        periodic.dispose()
        scheduler.start()
        XCTAssertEqual(ran, [10, 40, 70, 100])
    }

    func testVirtualIntervalsAreSeconds() {
        let scheduler = HistoricalScheduler()
        var ranAt: Date?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2.5) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, Date(timeIntervalSince1970: 2.5))
    }
}
