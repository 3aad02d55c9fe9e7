import RxCore
import RxTest
import XCTest

final class TakeTests: RxTestCase {
    func testEmitsTheFirstElementsThenCompletesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(2))
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(recorder.disposeCount, 1)
    }

    func testZeroCompletesWithoutSubscribing() {
        var subscribed = false
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.never().do(onSubscribe: { subscribed = true }).take(0))
        recorder.assertEvents([.completed])
        XCTAssertFalse(subscribed)
    }

    func testSourceCompletingEarlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(5))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(3))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testStopsASynchronousInfiniteSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.from(sequence(first: 0) { $0 + 1 }).take(4))
        recorder.assertEvents([.next(0), .next(1), .next(2), .next(3), .completed])
    }

    func testReentrantElementIsNotDeliveredAfterCompletion() {
        // The observer feeds the subject while handling the first element; the subject queues
        // that element behind the current one, and `take(1)` has completed by then.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        _ = subject.take(1).subscribe(
            onNext: { value in
                received.append(value)
                subject.onNext(value + 1)
            },
            onCompleted: { completions += 1 }
        )
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(completions, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.take(3) }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).take(3))
            recorder.record(Observable<Int>.error(OperatorTestError.boom).take(3))
            let subject = PublishSubject<Int>()
            recorder.record(subject.take(1))
            subject.onNext(1)
        }
    }
}

// MARK: - Virtual time

extension TakeTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .completed(690),
        ])
    }

    func testMarbleCompletesWithTheSourceWhenCountIsLarger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(20) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1), .next(310, 3),
                .next(340, 8), .next(370, 11), .completed(690),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testMarbleCompletesAndUnsubscribesAtTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testMarbleZeroCompletesAtSubscriptionWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .error(270, OperatorTestError.boom)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .error(270, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testMarbleDisposeBeforeTheCountIsReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleReentrantElementIsDroppedAfterCompletion() {
        // The observer answers each element by feeding the subject again; `take(1)` must count
        // the first element before the re-entrant one arrives and drop that one.
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = subject.take(1).subscribe(
                onNext: { value in
                    observer.onNext(value)
                    subject.onNext(value + 1)
                },
                onCompleted: { observer.onCompleted() }
            )
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(210)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.take(5) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.take(5) }
    }
}
