import RxCore
import RxTest
import XCTest

final class PrimitiveSequenceZipTests: RxTestCase {
    func testSingleZipOfACollectionWaitsForEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) { $0.map(String.init).joined() } }
        XCTAssertEqual(res.events, [.next(230, "12"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipFailsWithTheFirstErrorAndDisposesTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.error(10, OperatorTestError.boom, Int.self)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) }
        XCTAssertEqual(res.events, [.error(210, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testZipOfAnEmptyCollectionSucceedsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let singles: [Single<Int>] = []
        let res = scheduler.start { Single.zip(singles) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
        let maybes = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Maybe.zip([Maybe<Int>]()) { $0.count }
        }
        XCTAssertEqual(maybes.events, [.next(1200, 0), .completed(1200)])
        let failing = TestScheduler(initialClock: 0).start {
            Single.zip([Single<Int>]()) { _ -> Int in throw OperatorTestError.boom }
        }
        XCTAssertEqual(failing.events, [.error(200, OperatorTestError.boom)])
    }

    func testMaybeZipCompletesEmptyOnceAllFinishedWhenOneMaybeIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { Maybe.zip([xs.asMaybe(), ys.asMaybe()]) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let both = TestScheduler(initialClock: 0)
        let a = both.createColdObservable([.next(5, 1), .completed(5)])
        let b = both.createColdObservable([.next(15, 2), .completed(15)])
        XCTAssertEqual(
            both.start { Maybe.zip([a.asMaybe(), b.asMaybe()]) }.events, [.next(215, [1, 2]), .completed(215)])
    }
}
