import RxCore
import RxTest
import XCTest

final class TakeWhileTests: RxTestCase {
    func testWhileExclusiveStopsBeforeTheFailingElement() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(while: { $0 < 3 }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testWhileInclusiveAlsoEmitsTheFailingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive))
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testUntilExclusiveStopsBeforeTheMatchingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3).take(until: { $0 == 2 }))
        recorder.assertEvents([.next(1), .completed])
    }

    func testUntilInclusiveAlsoEmitsTheMatchingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testPredicateIsNotCalledAfterTheSequenceEnded() {
        var calls = 0
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.take(while: { value in
                calls += 1
                return value < 2
            })
        )
        for value in 1...4 { subject.onNext(value) }
        XCTAssertEqual(calls, 2)
        recorder.assertEvents([.next(1), .completed])
    }

    func testSourceCompletingFirstCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(while: { _ in true }))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).take(until: { _ in false }))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testPredicateErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.take(while: { value in
                if value == 2 { throw OperatorTestError.boom }
                return true
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.from(sequence(first: 0) { $0 + 1 }).take(while: { $0 < 3 }))
        recorder.assertEvents([.next(0), .next(1), .next(2), .completed])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.take(while: { _ in true }) }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).take(until: { _ in true }, behavior: .inclusive))
            recorder.record(Observable.of(1, 2).take(while: { _ in true }))
        }
    }
}

// MARK: - Virtual time

extension TakeWhileTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(110, -1), .next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13),
            .next(320, 3), .next(350, 7), .next(390, 4), .next(410, 17), .completed(600),
        ])
    }

    func testMarbleWhileExclusiveCompletesAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(while: { $0 != 3 }) }
        XCTAssertEqual(res.events, [.next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testMarbleWhileInclusiveEmitsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(while: { $0 != 3 }, behavior: .inclusive) }
        XCTAssertEqual(
            res.events,
            [.next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(320)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testMarbleUntilExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let exclusive = scheduler.start { xs.take(until: { $0 == 5 }) }
        XCTAssertEqual(exclusive.events, [.next(205, 100), .next(210, 2), .completed(260)])

        let second = TestScheduler(initialClock: 0)
        let ys = hot(second)
        let inclusive = second.start { ys.take(until: { $0 == 5 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(205, 100), .next(210, 2), .next(260, 5), .completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testMarbleSourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(while: { $0 > 0 }) }
        XCTAssertEqual(res.events.count, 9)
        XCTAssertEqual(res.events.last, .completed(600))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(270, OperatorTestError.boom)])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(270, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testMarblePredicateErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 5 { throw OperatorTestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(205, 100), .next(210, 2), .error(260, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 300) { xs.take(while: { $0 != 3 }) }
        XCTAssertEqual(res.events, [.next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.take(while: { $0 < 5 }) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.take(while: { $0 < 5 }) }
    }
}
