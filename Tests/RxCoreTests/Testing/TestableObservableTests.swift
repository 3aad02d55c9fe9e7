import RxCore
import RxTest
import XCTest

final class TestableObservableTests: RxTestCase {
    func testExposesItsRecordedEventsAndStartsWithoutSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        let hot = scheduler.createHotObservable(events)
        let cold = scheduler.createColdObservable(events)
        XCTAssertEqual(hot.recordedEvents, events)
        XCTAssertEqual(cold.recordedEvents, events)
        XCTAssertEqual(hot.subscriptions, [])
        XCTAssertEqual(cold.subscriptions, [])
    }

    func testIsAnObservableThatOperatorsAccept() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.filter { $0 % 2 == 1 }.map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "1"), .next(230, "3"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testLogsSubscriptionsInSubscriptionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([] as [Recorded<Event<Int>>])
        var subscriptions: [Disposable] = []
        for time in [100, 200, 300] {
            scheduler.scheduleAt(time) { subscriptions.append(xs.subscribe(scheduler.createObserver(Int.self))) }
        }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(200, 400), Subscription(300)])
    }
}

// MARK: - Matching RxSwift

extension TestableObservableTests {
    func testAsObservableReturnsANewObservableThatSubscribesToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let first = xs.asObservable()
        let second = xs.asObservable()
        XCTAssertFalse(first === second)
        XCTAssertFalse((first as AnyObject) === (xs as AnyObject))
        let res = scheduler.start { first }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
