import RxCore
import RxTest
import XCTest

final class TimerTests: RxTestCase {
    func testOneShotEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testOneShotWithZeroDueTimeRunsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testOneShotDisposedBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 400, pending: [])")
    }

    func testPeriodicStartsAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 500) {
            Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3)])
    }

    func testReleasesResources() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
            _ = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 1_250) {
                Observable<Int>.timer(.seconds(100), scheduler: scheduler)
            }
            _ = scheduler.start(created: 2_100, subscribed: 2_200, disposed: 2_500) {
                Observable<Int>.timer(.seconds(10), period: .seconds(20), scheduler: scheduler)
            }
        }
    }
}
