import RxCore
import XCTest

final class RetryTests: XCTestCase {
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
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.retry(2))
        subject.onNext(1)
        subscription.dispose()
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
