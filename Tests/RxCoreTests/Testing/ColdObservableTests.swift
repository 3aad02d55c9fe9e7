import RxCore
import RxTest
import XCTest

final class ColdObservableTests: RxTestCase {
    func testReplaysAtSubscriptionTimePlusOffset() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, "now"), .next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(200, "now"), .next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEachSubscriberGetsItsOwnReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(105) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(120) { secondSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2)])
        XCTAssertEqual(second.events, [.next(115, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(105, 120)])
    }

    func testDisposalStopsDeliveryButTheClockStillRunsThroughTheOrphanedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        // RxTest keeps the events of an ended subscription scheduled; they deliver nothing.
        XCTAssertEqual(scheduler.clock, 700)
    }

    func testNothingIsDeliveredAfterTheFirstTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = MarbleTestError()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, error), .next(30, 2)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    }

    func testSubscribingOutsideTheRunUsesTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 40)
        let xs = scheduler.createColdObservable([.next(5, 1)] as [Recorded<Event<Int>>])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)
        scheduler.advanceTo(50)
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(45, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(40, 50)])
    }
}
