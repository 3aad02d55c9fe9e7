import RxCore
import RxTest
import XCTest

final class SingleOperatorsTests: RxTestCase {
    private let error = MarbleTestError()

    func testMap() {
        XCTAssertEqual(outcome(Single.just(2).map { $0 * 10 }), "success(20)")
        XCTAssertEqual(outcome(Single.just(2).map { _ -> Int in throw self.error }), "failure(MarbleTestError(boom))")
        XCTAssertEqual(outcome(Single<Int>.error(error).map { $0 * 10 }), "failure(MarbleTestError(boom))")
    }

    func testFlatMapRunsTheSecondSingleAfterTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let second = scheduler.createColdObservable([.next(20, "one"), .completed(20)])
        let res = scheduler.start {
            first.asSingle().flatMap { value -> Single<String> in
                XCTAssertEqual(value, 1)
                return second.asSingle()
            }
        }
        XCTAssertEqual(res.events, [.next(230, "one"), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapFailures() {
        XCTAssertEqual(
            outcome(Single<Int>.error(error).flatMap { _ in Single.just(1) }),
            "failure(MarbleTestError(boom))"
        )
        XCTAssertEqual(
            outcome(Single.just(1).flatMap { _ -> Single<Int> in throw self.error }),
            "failure(MarbleTestError(boom))"
        )
        XCTAssertEqual(
            outcome(Single.just(1).flatMap { _ in Single<Int>.error(self.error) }),
            "failure(MarbleTestError(boom))"
        )
    }

    func testFlatMapDisposalReachesTheSecondSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let second = scheduler.createColdObservable([.next(100, 2), .completed(100)])
        let res = scheduler.start(disposed: 250) { first.asSingle().flatMap { _ in second.asSingle() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapMaybeAndCompletable() {
        XCTAssertEqual(outcome(Single.just(1).flatMapMaybe { Maybe.just($0 + 1) }), "success(2)")
        XCTAssertEqual(outcome(Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }), "completed")
        var log: [String] = []
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe { log.append("\($0)") }
        _ = Single.just(1).flatMapCompletable { _ in Completable.error(self.error) }.subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["completed", "error(MarbleTestError(boom))"])
    }

    func testFilterAndCompactMapGiveMaybes() {
        XCTAssertEqual(outcome(Single.just(4).filter { $0 > 3 }), "success(4)")
        XCTAssertEqual(outcome(Single.just(2).filter { $0 > 3 }), "completed")
        XCTAssertEqual(outcome(Single.just("7").compactMap { Int($0) }), "success(7)")
        XCTAssertEqual(outcome(Single.just("x").compactMap { Int($0) }), "completed")
        XCTAssertEqual(
            outcome(Single.just("x").compactMap { _ -> Int? in throw self.error }),
            "error(MarbleTestError(boom))"
        )
    }

    func testAsMaybeAndAsCompletable() {
        XCTAssertEqual(outcome(Single.just(1).asMaybe()), "success(1)")
        var log: [String] = []
        _ = Single.just(1).asCompletable().subscribe { log.append("\($0)") }
        _ = Single<Int>.error(error).asCompletable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["completed", "error(MarbleTestError(boom))"])
    }

    func testDoRunsSideEffectsAroundTheOutcome() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("on \($0)") },
            afterSuccess: { log.append("after \($0)") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        ).subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["subscribe", "on 1", "success 1", "after 1", "subscribed", "dispose"])

        log = []
        _ = Single<Int>.error(error).do(onError: { log.append("on \($0)") }, afterError: { log.append("after \($0)") })
            .subscribe(onFailure: { log.append("failure \($0)") })
        XCTAssertEqual(
            log,
            ["on MarbleTestError(boom)", "failure MarbleTestError(boom)", "after MarbleTestError(boom)"]
        )
    }

    func testCatchAndReturn() {
        XCTAssertEqual(outcome(Single<Int>.error(error).catchAndReturn(4)), "success(4)")
        XCTAssertEqual(outcome(Single.just(1).catchAndReturn(4)), "success(1)")
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Single.just(1).flatMap { Single.just($0) }.map { $0 }.subscribe()
            _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe()
            _ = Single.just(1).asCompletable().subscribe()
            Single.just(1).flatMap { _ in Single<Int>.never() }.subscribe().dispose()
        }
    }
}
