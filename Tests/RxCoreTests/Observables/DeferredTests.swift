import RxCore
import RxTest
import XCTest

final class DeferredTests: RxTestCase {
    func testCallsTheFactoryOncePerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.of(calls, calls * 10)
        }
        XCTAssertEqual(calls, 0)
        let first = EventRecorder<Int>()
        first.record(source)
        let second = EventRecorder<Int>()
        second.record(source)
        XCTAssertEqual(calls, 2)
        first.assertEvents([.next(1), .next(10), .completed])
        second.assertEvents([.next(2), .next(20), .completed])
    }

    func testFactoryErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.deferred { throw OperatorTestError.boom })
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDisposingStopsTheInnerSequence() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(Observable<Int>.deferred { subject.asObservable() })
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        recorder.assertEvents([.next(1)])
    }

    func testDownstreamTakeStopsASynchronousInnerSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.deferred { Observable.repeatElement(4) }.take(2))
        recorder.assertEvents([.next(4), .next(4), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable<Int>.deferred { .just(1) })
            recorder.record(Observable<Int>.deferred { throw OperatorTestError.boom })
            let subject = PublishSubject<Int>()
            recorder.record(Observable<Int>.deferred { subject.asObservable() }).dispose()
        }
    }
}

// MARK: - Virtual time

extension DeferredTests {
    func testMarbleSubscribesToTheFactorysColdObservableAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable<Int>.deferred {
                calls += 1
                let cold = scheduler.createColdObservable([
                    .next(100, scheduler.clock), .next(200, calls), .completed(300),
                ])
                xs = cold
                return cold.asObservable()
            }
        }
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(res.events, [.next(300, 200), .next(400, 1), .completed(500)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 500)])
    }

    func testMarbleFactoryErrorFailsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw OperatorTestError.boom } }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
    }

    func testMarbleDisposeUnsubscribesTheInnerObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in Observable.deferred { source } }
    }
}
