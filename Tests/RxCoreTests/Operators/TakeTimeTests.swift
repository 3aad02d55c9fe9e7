import RxCore
import RxTest
import XCTest

final class TakeTimeTests: RxTestCase {
    private let error = MarbleTestError()

    func testZeroDurationCompletesOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testSourceEndingFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDurationEndingFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 240) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.take(for: .seconds(15), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.take(for: .seconds(500), scheduler: scheduler) }
    }
}
