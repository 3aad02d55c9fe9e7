import RxCore
import RxTest
import XCTest

final class PrimitiveSequenceSchedulingTests: RxTestCase {
    private let error = MarbleTestError()

    func testDelayAndDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        // `delay` delivers same-time events one scheduler step apart, as in RxSwift.
        XCTAssertEqual(
            scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler) }.events,
            [.next(230, 1), .completed(231)]
        )
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
            }.events,
            [.next(1_240, 1), .completed(1_240)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(1_230, 1_240)])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).observe(on: scheduler) }.events,
            [.next(201, 1), .completed(202)]
        )
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                Maybe<Int>.empty().subscribe(on: scheduler)
            }.events,
            [.completed(1_201)]
        )
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single<Int>.never().timeout(.seconds(50), scheduler: scheduler) }.events,
            [.error(250, RxError.timeout)]
        )
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                Single<Int>.never().timeout(.seconds(50), other: Single.just(7), scheduler: scheduler)
            }.events,
            [.next(1_250, 7), .completed(1_250)]
        )
    }

    func testDeferredCreatesTheSequencePerSubscriber() {
        var created = 0
        let single = Single<Int>.deferred {
            created += 1
            return Single.just(created)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])

        var failure = ""
        _ = Single<Int>.deferred { throw self.error }.subscribe(onFailure: { failure = "\($0)" })
        XCTAssertEqual(failure, "MarbleTestError(boom)")
    }
}
