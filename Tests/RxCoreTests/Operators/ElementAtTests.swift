import RxCore
import RxTest
import XCTest

final class ElementAtTests: RxTestCase {
    func testEmitsTheElementAtTheIndexThenCompletes() {
        let subject = PublishSubject<String>()
        let recorder = EventRecorder<String>()
        recorder.record(subject.element(at: 2))
        subject.onNext("a")
        subject.onNext("b")
        subject.onNext("c")
        XCTAssertFalse(subject.hasObservers)
        subject.onNext("d")
        recorder.assertEvents([.next("c"), .completed])
    }

    func testIndexZeroIsTheFirstElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(8).element(at: 0))
        recorder.assertEvents([.next(8), .completed])
    }

    func testCompletingTooEarlyFailsWithArgumentOutOfRange() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).element(at: 2))
        recorder.assertEvents([.error(RxError.argumentOutOfRange)])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).element(at: 0))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose(sending: []) { $0.element(at: 3) }
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.range(start: 0, count: 5).element(at: 3))
            recorder.record(Observable.range(start: 0, count: 2).element(at: 3))
        }
    }
}

// MARK: - Virtual time

extension ElementAtTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testMarbleEmitsTheElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMarbleTooShortFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEqual(res.events, [.error(250, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, OperatorTestError.boom)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 225) { xs.element(at: 3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.element(at: 5) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.element(at: 5) }
    }
}
