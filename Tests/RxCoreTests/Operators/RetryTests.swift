import RxCore
import RxTest
import XCTest

final class RetryTests: RxTestCase {
    private final class Counter {
        var value = 0
    }

    /// A cold source that fails its first `failures` subscriptions after emitting the attempt
    /// number, then emits it and completes.
    private func flaky(failures: Int, subscriptions: Counter) -> Observable<Int> {
        Observable<Int>.deferred {
            subscriptions.value += 1
            let attempt = subscriptions.value
            if attempt <= failures {
                return Observable.just(attempt).thenFail(with: OperatorTestError.boom)
            }
            return Observable.just(attempt)
        }
    }

    func testRetryResubscribesUntilTheSourceCompletes() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: 2, subscriptions: subscriptions).retry())
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(subscriptions.value, 3)
    }

    func testRetryCountForwardsTheLastError() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: 5, subscriptions: subscriptions).retry(3))
        recorder.assertEvents([.next(1), .next(2), .next(3), .error(OperatorTestError.boom)])
        XCTAssertEqual(subscriptions.value, 3)
    }

    func testRetryCountSucceedingOnTheLastAttempt() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: 2, subscriptions: subscriptions).retry(3))
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testRetryOneDoesNotRetry() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: 1, subscriptions: subscriptions).retry(1))
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
        XCTAssertEqual(subscriptions.value, 1)
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: 1, subscriptions: subscriptions).retry(0))
        recorder.assertEvents([.completed])
        XCTAssertEqual(subscriptions.value, 0)
    }

    func testSynchronousFailuresLoopInsteadOfRecursing() {
        // 100,000 nested subscriptions would overflow the stack.
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.deferred {
                subscriptions.value += 1
                let attempt = subscriptions.value
                return attempt < 100_000 ? .error(OperatorTestError.boom) : .just(attempt)
            }.retry()
        )
        recorder.assertEvents([.next(100_000), .completed])
    }

    func testDownstreamTakeStopsAnAlwaysFailingSource() {
        let subscriptions = Counter()
        let recorder = EventRecorder<Int>()
        recorder.record(flaky(failures: .max, subscriptions: subscriptions).retry().take(4))
        recorder.assertEvents([.next(1), .next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(subscriptions.value, 4)
    }

    func testFailedAttemptIsUnsubscribedBeforeTheNextOne() {
        var attempts: [PublishSubject<Int>] = []
        let source = Observable<Int>.deferred {
            let attempt = PublishSubject<Int>()
            attempts.append(attempt)
            return attempt.asObservable()
        }
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.retry())
        attempts[0].onNext(1)
        attempts[0].onError(OperatorTestError.boom)
        XCTAssertEqual(attempts.count, 2)
        XCTAssertFalse(attempts[0].hasObservers)
        XCTAssertTrue(attempts[1].hasObservers)
        attempts[1].onNext(2)
        attempts[1].onCompleted()
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertFalse(attempts[1].hasObservers)
        subscription.dispose()
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.retry(2) }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let subscriptions = Counter()
            EventRecorder<Int>().record(flaky(failures: 2, subscriptions: subscriptions).retry())
            EventRecorder<Int>().record(flaky(failures: 5, subscriptions: subscriptions).retry(2))
            let subject = PublishSubject<Int>()
            EventRecorder<Int>().record(subject.retry()).dispose()
        }
    }
}

// MARK: - Virtual time

extension RetryTests {
    private func coldFailing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, OperatorTestError.boom),
        ])
    }

    func testMarbleRetryCountResubscribesAtEachErrorAndForwardsTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .error(950, OperatorTestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950)])
    }

    func testMarbleRetryForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(res.events.count, 10)
        XCTAssertEqual(res.events.last, .next(1050, 1))
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)]
        )
    }

    func testMarbleCompletionEndsTheRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .completed(250)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testMarbleRetryOneForwardsTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .error(450, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testMarbleRetryZeroCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMarbleDisposeDuringAnAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start(disposed: 500) { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(450, 500)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.retry(2) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents(failing: false) { source in source.retry() }
    }
}
