import RxCore
import RxTest
import XCTest

final class PrimitiveSequenceErrorsTests: RxTestCase {
    private let error = MarbleTestError()

    func testCatchContinuesWithTheReturnedSequence() {
        var outcome = ""
        _ = Single<Int>.error(error).catch { _ in Single.just(8) }.subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "success(8)")
        _ = Maybe<Int>.error(error).catch { _ in Maybe.empty() }.subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "completed")
        _ = Single<Int>.error(error).catch { _ in throw MarbleTestError("again") }.subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "failure(MarbleTestError(again))")
    }

    func testRetryResubscribes() {
        var attempts = 0
        let flaky = Single<Int>.create { single in
            attempts += 1
            single(attempts < 3 ? .failure(self.error) : .success(attempts))
            return Disposables.create()
        }
        var outcome = ""
        _ = flaky.retry(3).subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "success(3)")

        attempts = 0
        _ = flaky.retry(2).subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "failure(MarbleTestError(boom))")
    }

    func testRetryWhenRetriesOnTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, error)] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asSingle().retry { errors in errors.map { _ in () }.take(2) }
        }
        // Subscribed at 200, 210 and 220; the trigger completes after two retries.
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    private enum NetworkError: Error, Equatable {
        case offline
    }

    func testRetryWhenOfATypedErrorRetriesOnThatTypeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let offline = scheduler.createColdObservable([.error(10, NetworkError.offline)] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            offline.asSingle().retry(when: { (errors: Observable<NetworkError>) in errors.take(2) })
        }
        // Subscribed at 200, 210 and 220; the trigger completes after two retries.
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(
            offline.subscriptions,
            [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)]
        )

        let other = TestScheduler(initialClock: 0)
        let failing = other.createColdObservable([.error(10, error)] as [Recorded<Event<Int>>])
        let failed = other.start {
            failing.asMaybe().retry(when: { (errors: Observable<NetworkError>) in errors })
        }
        // Not a NetworkError: it ends the sequence at once.
        XCTAssertEqual(failed.events, [.error(210, error)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
    }

    func testDebugPassesEventsThrough() {
        var outcome = ""
        _ = Single.just(1).debug("trait").subscribe { outcome = "\($0)" }
        XCTAssertEqual(outcome, "success(1)")
    }
}
