import RxCore
import RxTest
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    private let error = MarbleTestError()

    func testSubscribesAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, error)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDisposingWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start(disposed: 285) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
    }

    func testDisposingBeforeTheDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.delaySubscription(.seconds(50), scheduler: scheduler) }
    }
}
