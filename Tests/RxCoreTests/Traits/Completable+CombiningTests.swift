import RxCore
import RxTest
import XCTest

final class CompletableCombiningTests: RxTestCase {
    private func completable(_ scheduler: TestScheduler, completesAt time: TestTime) -> TestableObservable<Never> {
        scheduler.createColdObservable([.completed(time)])
    }

    func testZipAndMergeRunAllAtOnceAndCompleteAfterTheLast() {
        let forms: [(String, ([Completable]) -> Completable)] = [
            ("zip collection", { Completable.zip($0) }),
            ("zip variadic", { Completable.zip($0[0], $0[1]) }),
            ("merge collection", { Completable.merge($0) }),
            ("merge lazy", { Completable.merge($0.lazy.map { $0 }) }),
            ("merge variadic", { Completable.merge($0[0], $0[1]) }),
        ]
        for (name, combine) in forms {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = completable(scheduler, completesAt: 30)
            let ys = completable(scheduler, completesAt: 10)
            let res = scheduler.start { combine([xs.asCompletable(), ys.asCompletable()]) }
            XCTAssertEqual(res.events, [.completed(230)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], name)
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)], name)
        }
    }

    func testMergeFailsWithTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = completable(scheduler, completesAt: 30)
        let ys = scheduler.createColdObservable([.error(10, OperatorTestError.boom, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(210, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testConcatRunsOneAfterAnother() {
        let forms: [(String, ([Completable]) -> Completable)] = [
            ("collection", { Completable.concat($0) }),
            ("sequence", { Completable.concat($0.lazy.map { $0 }) }),
            ("variadic", { Completable.concat($0[0], $0[1]) }),
            ("instance", { $0[0].concat($0[1]) }),
        ]
        for (name, combine) in forms {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = completable(scheduler, completesAt: 30)
            let ys = completable(scheduler, completesAt: 10)
            let res = scheduler.start { combine([xs.asCompletable(), ys.asCompletable()]) }
            XCTAssertEqual(res.events, [.completed(240)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], name)
            XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)], name)
        }
    }

    func testConcatStopsAtAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, OperatorTestError.boom, Never.self)])
        let ys = completable(scheduler, completesAt: 10)
        let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.boom)])
        XCTAssertEqual(ys.subscriptions, [])
    }
}
