import RxCore
import RxTest
import XCTest

final class StartWithTests: RxTestCase {
    func testEmitsThePrefixBeforeTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.startWith(1, 2))
        recorder.assertEvents([.next(1), .next(2)])
        subject.onNext(3)
        subject.onCompleted()
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testChainedPrefixesComeOutermostFirst() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.just(3).startWith(2).startWith(0, 1))
        recorder.assertEvents([.next(0), .next(1), .next(2), .next(3), .completed])
    }

    func testSourceIsSubscribedAfterThePrefix() {
        var log: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { log.append("subscribe") })
        let subscription = source.startWith(1).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["next 1", "subscribe"])
        subscription.dispose()
    }

    func testDownstreamTakeStopsThePrefixAndSkipsTheSource() {
        var subscribed = false
        let source = Observable<Int>.never().do(onSubscribe: { subscribed = true })
        let recorder = EventRecorder<Int>()
        recorder.record(source.startWith(1, 2, 3).take(2))
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertFalse(subscribed)
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).startWith(1))
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Int>().record(subject.startWith(0))
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int>().record(Observable.just(2).startWith(1))
            EventRecorder<Int>().record(Observable.repeatElement(2).startWith(1).take(3))
        }
    }
}

// MARK: - Virtual time

extension StartWithTests {
    func testMarbleEmitsThePrefixAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(7, 8) }
        XCTAssertEqual(res.events, [.next(200, 7), .next(200, 8), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMarbleColdSourceStartsAfterThePrefix() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.startWith(4) }
        XCTAssertEqual(res.events, [.next(200, 4), .next(210, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.startWith(0) }
    }
}

// MARK: - Matching RxSwift

extension StartWithTests {
    func testMarbleReleasesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.startWith(1).subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleReleasesTheSourceWhenItFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(260, OperatorTestError.boom)] as [Recorded<Event<Int>>])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.startWith(1).subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .error(260, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
