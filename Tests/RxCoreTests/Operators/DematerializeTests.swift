import RxCore
import RxTest
import XCTest

final class DematerializeTests: RxTestCase {
    func testTurnsElementsBackIntoEvents() {
        let subject = PublishSubject<Event<Int>>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.dematerialize())
        subject.onNext(.next(1))
        subject.onNext(.next(2))
        subject.onNext(.completed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(.next(3))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testErrorElementFailsAndDisposesTheSource() {
        let subject = PublishSubject<Event<Int>>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.dematerialize())
        subject.onNext(.error(OperatorTestError.boom))
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testSourceTerminationIsForwarded() {
        let completing = EventRecorder<Int>()
        completing.record(Observable<Event<Int>>.of(.next(1)).dematerialize())
        completing.assertEvents([.next(1), .completed])
        let failing = EventRecorder<Int>()
        failing.record(Observable<Event<Int>>.error(OperatorTestError.other).dematerialize())
        failing.assertEvents([.error(OperatorTestError.other)])
    }

    func testRoundTripsMaterialize() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3).materialize().dematerialize())
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Event<Int>>()
        let subscription = EventRecorder<Int>().record(subject.dematerialize())
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int>().record(Observable.of(1, 2).materialize().dematerialize())
        }
    }
}

// MARK: - Virtual time

extension DematerializeTests {
    func testMarbleElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(1)), .next(210, .next(2)), .next(215, .next(3)), .next(220, .completed),
            .next(230, .next(4)),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleErrorElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .next(220, .error(OperatorTestError.boom))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleSourceTerminationIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .error(250, OperatorTestError.other)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleMaterializeRoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.materialize().dematerialize() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.materialize().dematerialize() }
    }
}
