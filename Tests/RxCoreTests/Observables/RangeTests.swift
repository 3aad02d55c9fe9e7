import RxCore
import RxTest
import XCTest

final class RangeTests: RxTestCase {
    func testEmitsConsecutiveIntegers() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: -2, count: 4))
        recorder.assertEvents([.next(-2), .next(-1), .next(0), .next(1), .completed])
    }

    func testZeroCountCompletesAtOnce() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: 5, count: 0))
        recorder.assertEvents([.completed])
    }

    func testReachesTheLargestValueOfTheType() {
        let recorder = EventRecorder<Int8>()
        recorder.record(Observable<Int8>.range(start: 125, count: 3))
        recorder.assertEvents([.next(125), .next(126), .next(127), .completed])
    }

    func testTakeStopsTheEmissionEarly() {
        var produced = 0
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: 0, count: 1_000_000).do(onNext: { _ in produced += 1 }).take(3))
        recorder.assertEvents([.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(produced, 3)
    }

    func testEverySubscriptionStartsOver() {
        let source = Observable.range(start: 1, count: 2)
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(1), .next(2), .completed, .next(1), .next(2), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.range(start: 0, count: 10))
            recorder.record(Observable.range(start: 0, count: 10).take(2))
        }
    }
}

// MARK: - Virtual time

extension RangeTests {
    func testOnATestSchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: -2, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -2), .next(202, -1), .next(203, 0), .completed(204)])
    }

    func testOnATestSchedulerZeroCountCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 7, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201, Int.self)])
    }

    func testOnATestSchedulerReachesTheLargestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
    }

    func testOnATestSchedulerDisposeStopsTheEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func testOnATestSchedulerDownstreamTakeStopsTheEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: 100, scheduler: scheduler).take(2) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .completed(202)])
    }

    func testOnATestSchedulerReleasesEverything() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable.range(start: 0, count: 3, scheduler: scheduler) }
            _ = scheduler.start(disposed: 1200) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
        }
    }
}
