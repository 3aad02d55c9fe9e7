import RxCore
import RxTest
import XCTest

final class MaterializeTests: RxTestCase {
    func testTurnsEventsIntoElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Event<Int>>()
        recorder.record(subject.materialize())
        subject.onNext(1)
        subject.onCompleted()
        recorder.assertEvents([.next(.next(1)), .next(.completed), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorBecomesAnElementFollowedByCompletion() {
        let recorder = EventRecorder<Event<Int>>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).materialize())
        recorder.assertEvents([.next(.error(OperatorTestError.boom)), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Event<Int>>().record(subject.materialize())
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Event<Int>>().record(Observable.of(1, 2).materialize())
        }
    }
}

// MARK: - Virtual time

extension MaterializeTests {
    func testMarbleElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(250, .completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleErrorBecomesAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(250, .error(OperatorTestError.boom)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleNeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.materialize() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.materialize() }
    }
}
