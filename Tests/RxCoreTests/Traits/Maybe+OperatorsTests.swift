import RxCore
import RxTest
import XCTest

final class MaybeOperatorsTests: RxTestCase {
    private let error = MarbleTestError()

    func testMapAndFilter() {
        XCTAssertEqual(outcome(Maybe.just(2).map { $0 + 1 }), "success(3)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().map { $0 + 1 }), "completed")
        XCTAssertEqual(outcome(Maybe.just(2).filter { $0 > 2 }), "completed")
        XCTAssertEqual(outcome(Maybe.just(3).filter { $0 > 2 }), "success(3)")
    }

    func testCompactMapKeepsTheNonNilResult() {
        XCTAssertEqual(outcome(Maybe.just("12").compactMap(Int.init)), "success(12)")
        XCTAssertEqual(outcome(Maybe.just("twelve").compactMap(Int.init)), "completed")
        XCTAssertEqual(outcome(Maybe<String>.empty().compactMap(Int.init)), "completed")
        XCTAssertEqual(
            outcome(Maybe.just("12").compactMap { _ -> Int? in throw self.error }),
            "error(MarbleTestError(boom))"
        )
    }

    func testCompactMapInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, "7"), .completed(20)])
        let res = scheduler.start { xs.asMaybe().compactMap(Int.init) }
        XCTAssertEqual(res.events, [.next(220, 7), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapOfNilCompletesWhenTheSourceDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, "x"), .completed(30)])
        let res = scheduler.start { xs.asMaybe().compactMap(Int.init) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMap() {
        XCTAssertEqual(outcome(Maybe.just(2).flatMap { Maybe.just($0 * 2) }), "success(4)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().flatMap { Maybe.just($0 * 2) }), "completed")
        XCTAssertEqual(outcome(Maybe.just(2).flatMap { _ in Maybe<Int>.empty() }), "completed")
        XCTAssertEqual(
            outcome(Maybe.just(2).flatMap { _ -> Maybe<Int> in throw self.error }),
            "error(MarbleTestError(boom))"
        )
    }

    func testIfEmpty() {
        XCTAssertEqual(outcome(Maybe<Int>.empty().ifEmpty(default: 9)), "success(9)")
        XCTAssertEqual(outcome(Maybe.just(1).ifEmpty(default: 9)), "success(1)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8))), "success(8)")
        XCTAssertEqual(outcome(Maybe.just(1).ifEmpty(switchTo: Single.just(8))), "success(1)")
        XCTAssertEqual(
            outcome(Maybe<Int>.error(error).ifEmpty(default: 9)),
            "failure(MarbleTestError(boom))"
        )
    }

    func testIfEmptySwitchesAtTheCompletionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(30, 5), .completed(30)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(280, 5), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testAsCompletable() {
        var log: [String] = []
        _ = Maybe.just(1).asCompletable().subscribe { log.append("\($0)") }
        _ = Maybe<Int>.empty().asCompletable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["completed", "completed"])
    }

    func testDoAndCatchAndReturn() {
        var log: [String] = []
        _ = Maybe<Int>.empty().do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            .subscribe()
        XCTAssertEqual(log, ["completed"])
        XCTAssertEqual(outcome(Maybe<Int>.error(error).catchAndReturn(2)), "success(2)")
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Maybe.just(1).flatMap { Maybe.just($0) }.ifEmpty(default: 0).subscribe()
            _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(1)).subscribe()
            Maybe<Int>.never().ifEmpty(default: 1).subscribe().dispose()
        }
    }
}
