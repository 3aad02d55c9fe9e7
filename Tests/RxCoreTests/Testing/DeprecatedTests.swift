import RxCore
import RxTest
import XCTest

final class DeprecatedTests: XCTestCase {
    @available(*, deprecated, message: "exercises RxTest's deprecated names")
    func testOldNamesBuildTheSameEventsAndRuns() {
        let error = MarbleTestError()
        XCTAssertEqual(next(210, 1), Recorded.next(210, 1))
        XCTAssertEqual(completed(300, Int.self), Recorded.completed(300))
        XCTAssertEqual(RxTest.error(400, error, Int.self), Recorded.error(400, error))

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let res = scheduler.start(300) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let later = TestScheduler(initialClock: 0)
        let ys = later.createColdObservable([.next(10, 1), .completed(20)])
        let run = later.start(50, subscribed: 60, disposed: 1000) { ys.asObservable() }
        XCTAssertEqual(run.events, [.next(70, 1), .completed(80)])
    }
}
