import RxCore
import RxTest
import XCTest

final class FirstTests: RxTestCase {
    func testEmitsTheFirstElementThenCompletesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int?>()
        recorder.record(subject.first().asObservable())
        subject.onNext(4)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(5)
        recorder.assertEvents([.next(4), .completed])
    }

    func testEmptySourceEmitsNil() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable<Int>.empty().first().asObservable())
        recorder.assertEvents([.next(nil), .completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).first().asObservable())
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable.repeatElement(3).first().asObservable())
        recorder.assertEvents([.next(3), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int?>().record(Observable.of(1, 2).first().asObservable())
        }
    }
}

// MARK: - Virtual time

extension FirstTests {
    func testMarbleEmitsTheFirstElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMarbleEmptyEmitsNilAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom, Int?.self)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.first().asObservable() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.skip(1).first().asObservable() }
    }
}
