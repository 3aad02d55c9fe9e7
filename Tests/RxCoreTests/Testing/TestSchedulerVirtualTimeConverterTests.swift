import Foundation
import XCTest

@testable import RxCore
@testable import RxTest

final class TestSchedulerVirtualTimeConverterTests: RxTestCase {
    func testIntervalsRoundHalfUpAtTheSchedulersResolution() {
        // The converter has no public initializer (as in RxTest); reach it through virtual
        // scheduling with a resolution of 0.5 s per tick.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5, simulateProcessingDelay: false)
        var times: [TestTime] = []
        for milliseconds in [0, 240, 250, 500, 740, 750, 1_000] {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [0, 0, 1, 1, 1, 2, 2])
    }

    func testVirtualIntervalsAreTicks() {
        let scheduler = TestScheduler(initialClock: 100)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 25) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 125)
    }

    func testConversionsUseTheResolution() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.25)
        XCTAssertEqual(converter.convertFromVirtualTime(8).timeIntervalSince1970, 2)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2)), 8)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(6), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 6)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(0.1), 0)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(0.125), 1)
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: 5), 15)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }

    func testHugeValuesSaturateInsteadOfTrapping() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1e-12)
        XCTAssertEqual(converter.convertToVirtualTime(Date.distantFuture), Int.max)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(-1e10), Int.min)
    }
}
