import RxCore
import RxTest
import XCTest

final class HotObservableTests: RxTestCase {
    func testDeliversAtAbsoluteTimesToWhoeverIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .completed(450)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(300) { lateSubscription = xs.subscribe(late) }
        scheduler.scheduleAt(400) { earlySubscription?.dispose() }
        scheduler.scheduleAt(500) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(150, 1), .next(250, 2), .next(350, 3)])
        XCTAssertEqual(late.events, [.next(350, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 400), Subscription(300, 500)])
    }

    func testSubscriptionStaysOpenUntilDisposedWhenSubscribedDirectly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
    }

    func testNothingIsDeliveredAfterTheFirstTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = MarbleTestError()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(220), .next(230, 2), .error(240, error), .completed(250),
        ])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    }

    func testSubscribingAfterTheTerminalEventReceivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start(created: 100, subscribed: 300, disposed: 400) { xs }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
    }

    func testDisposingTwiceLogsTheFirstUnsubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)] as [Recorded<Event<Int>>])
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(scheduler.createObserver(Int.self)) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnObserverThatDisposesAnotherDuringDeliveryStopsItsDelivery() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let second = scheduler.createObserver(Int.self)
            var firstSubscription: Disposable?
            var secondSubscription: Disposable?
            var firstReceived: [Int] = []
            scheduler.scheduleAt(200) {
                firstSubscription = xs.subscribe(
                    onNext: { value in
                        firstReceived.append(value)
                        secondSubscription?.dispose()
                    }
                )
                secondSubscription = xs.subscribe(second)
            }
            scheduler.start()
            firstSubscription?.dispose()
            XCTAssertEqual(firstReceived, [1, 2])
            XCTAssertEqual(second.events, [])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 210)])
        }
    }

    func testEventsAreScheduledOnCreationSoTheClockRunsThroughThemWithoutSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(700, 1)] as [Recorded<Event<Int>>])
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 700)
        XCTAssertEqual(xs.subscriptions, [])
    }
}
