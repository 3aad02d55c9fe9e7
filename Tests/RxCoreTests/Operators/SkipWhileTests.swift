import RxCore
import RxTest
import XCTest

final class SkipWhileTests: RxTestCase {
    func testDropsLeadingElementsWhileThePredicateHolds() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(while: { $0 < 3 }))
        for value in [1, 2, 3, 1, 4] { subject.onNext(value) }
        subject.onCompleted()
        recorder.assertEvents([.next(3), .next(1), .next(4), .completed])
    }

    func testPredicateIsNotCalledOnceTheGateOpened() {
        var calls = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 5, 1, 1).skip(while: { value in
                calls += 1
                return value < 3
            })
        )
        XCTAssertEqual(calls, 2)
        recorder.assertEvents([.next(5), .next(1), .next(1), .completed])
    }

    func testAlwaysTrueOnlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).skip(while: { _ in true }))
        recorder.assertEvents([.completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).skip(while: { _ in true }))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testPredicateErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.skip(while: { value in
                if value == 2 { throw OperatorTestError.boom }
                return true
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.skip(while: { _ in false }) }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 2, 3).skip(while: { $0 < 2 }))
        }
    }
}

// MARK: - Virtual time

extension SkipWhileTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .completed(600),
        ])
    }

    func testMarbleForwardsFromTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.skip(while: { $0 != 5 }) }
        XCTAssertEqual(res.events, [.next(260, 5), .next(290, 13), .next(320, 3), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testMarbleAlwaysTrueOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(600)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarblePredicateErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 2 { throw OperatorTestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(210, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 300) { xs.skip(while: { $0 != 5 }) }
        XCTAssertEqual(res.events, [.next(260, 5), .next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.skip(while: { $0 < 2 }) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.skip(while: { $0 < 2 }) }
    }
}
