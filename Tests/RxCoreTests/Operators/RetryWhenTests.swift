import RxCore
import RxTest
import XCTest

final class RetryWhenTests: RxTestCase {
    private enum NetworkError: Error, Equatable {
        case offline
    }

    private final class Attempts {
        var subjects: [PublishSubject<Int>] = []

        /// A source whose every subscription is a fresh subject, kept in `subjects`.
        var source: Observable<Int> {
            Observable<Int>.deferred { [self] in
                let subject = PublishSubject<Int>()
                subjects.append(subject)
                return subject.asObservable()
            }
        }
    }

    func testTriggerElementResubscribes() {
        let attempts = Attempts()
        let trigger = PublishSubject<Void>()
        let recorder = EventRecorder<Int>()
        recorder.record(attempts.source.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }))
        attempts.subjects[0].onNext(1)
        attempts.subjects[0].onError(OperatorTestError.boom)
        XCTAssertFalse(attempts.subjects[0].hasObservers)
        XCTAssertEqual(attempts.subjects.count, 1)
        trigger.onNext(())
        XCTAssertEqual(attempts.subjects.count, 2)
        attempts.subjects[1].onNext(2)
        attempts.subjects[1].onCompleted()
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertFalse(trigger.hasObservers)
    }

    func testHandlerSeesEveryErrorAndItsMappingDecides() {
        var seen: [OperatorTestError] = []
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.just(7).thenFail(with: OperatorTestError.boom).retry(when: { (errors: Observable<Swift.Error>) in
                errors.scan(0) { attempts, error in
                    seen.append(error as! OperatorTestError)
                    return attempts + 1
                }.map { attempts -> Int in
                    if attempts == 3 { throw OperatorTestError.other }
                    return attempts
                }
            })
        )
        recorder.assertEvents([.next(7), .next(7), .next(7), .error(OperatorTestError.other)])
        XCTAssertEqual(seen, [.boom, .boom, .boom])
    }

    func testTriggerCompletionCompletesAtTheNextError() {
        let attempts = Attempts()
        let recorder = EventRecorder<Int>()
        recorder.record(attempts.source.retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) }))
        attempts.subjects[0].onError(OperatorTestError.boom)
        XCTAssertEqual(attempts.subjects.count, 2)
        attempts.subjects[1].onNext(1)
        // `take(1)` completed the trigger after the first error; the completion is kept and
        // ends the result at the next error.
        attempts.subjects[1].onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .completed])
        XCTAssertEqual(attempts.subjects.count, 2)
    }

    func testEmptyTriggerCompletesOnTheFirstError() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2).thenFail(with: OperatorTestError.boom)
                .retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.empty() })
        )
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testTriggerErrorFailsTheSequence() {
        let attempts = Attempts()
        let trigger = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(attempts.source.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }))
        attempts.subjects[0].onError(OperatorTestError.boom)
        trigger.onError(OperatorTestError.other)
        recorder.assertEvents([.error(OperatorTestError.other)])
        XCTAssertEqual(attempts.subjects.count, 1)
    }

    func testTypedHandlerForwardsOtherErrorsAtOnce() {
        let attempts = Attempts()
        let recorder = EventRecorder<Int>()
        recorder.record(attempts.source.retry(when: { (errors: Observable<NetworkError>) in errors }))
        attempts.subjects[0].onError(NetworkError.offline)
        XCTAssertEqual(attempts.subjects.count, 2)
        attempts.subjects[1].onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
        XCTAssertEqual(attempts.subjects.count, 2)
    }

    func testSourceCompletionCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).retry(when: { (errors: Observable<Swift.Error>) in errors }))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testSynchronousRetriesLoopInsteadOfRecursing() {
        var subscriptions = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.deferred {
                subscriptions += 1
                return subscriptions < 20_000 ? .error(OperatorTestError.boom) : .just(subscriptions)
            }.retry(when: { (errors: Observable<Swift.Error>) in errors })
        )
        recorder.assertEvents([.next(20_000), .completed])
    }

    func testDisposeUnsubscribesTheSourceAndTheTrigger() {
        let attempts = Attempts()
        let trigger = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(
            attempts.source.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() })
        )
        XCTAssertTrue(trigger.hasObservers)
        subscription.dispose()
        XCTAssertFalse(trigger.hasObservers)
        XCTAssertFalse(attempts.subjects[0].hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int>().record(
                Observable.of(1).thenFail(with: OperatorTestError.boom)
                    .retry(when: { (errors: Observable<Swift.Error>) in errors.take(2) })
            )
            let attempts = Attempts()
            EventRecorder<Int>().record(attempts.source.retry(when: { (errors: Observable<Swift.Error>) in errors }))
                .dispose()
        }
    }
}

// MARK: - Virtual time

extension RetryWhenTests {
    private func coldFailing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .error(20, OperatorTestError.boom)])
    }

    func testMarbleImmediateRetriesUntilTheHandlerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.scan(0) { count, _ in count + 1 }.map { count -> Int in
                    if count >= 3 { throw OperatorTestError.other }
                    return count
                }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testMarbleTriggerElementResubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let trigger = scheduler.createHotObservable([.next(300, "go"), .completed(400)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 400)])
    }

    func testMarbleTriggerCompletedBeforeTheErrorCompletesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(30, OperatorTestError.boom)])
        let trigger = scheduler.createHotObservable([.completed(210, String.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testMarbleTriggerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let trigger = scheduler.createHotObservable([.error(300, OperatorTestError.other, String.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleDisposeWhileWaitingForTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldFailing(scheduler)
        let trigger = scheduler.createHotObservable([.next(150, "early")])
        let res = scheduler.start(disposed: 250) {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleSourceCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let trigger = scheduler.createHotObservable([.next(300, "go")])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in
            source.retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) })
        }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents(failing: false) { source in
            source.retry(when: { (errors: Observable<Swift.Error>) in errors })
        }
    }
}
