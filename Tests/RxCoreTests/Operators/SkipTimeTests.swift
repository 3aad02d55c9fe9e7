import RxCore
import RxTest
import XCTest

final class SkipTimeTests: RxTestCase {
    private let error = MarbleTestError()

    func testZeroDurationDropsOnlyWhatArrivesBeforeTheTimerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorPassesEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(500, 3)])
        let res = scheduler.start(disposed: 400) { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.skip(.seconds(15), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.skip(for: .seconds(500), scheduler: scheduler) }
    }
}
