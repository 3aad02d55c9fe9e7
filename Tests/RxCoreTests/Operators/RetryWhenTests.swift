import RxCore
import XCTest

final class RetryWhenTests: XCTestCase {
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
