import RxCore
import RxTest
import XCTest

final class EnumeratedTests: RxTestCase {
    func testPairsElementsWithTheirIndexFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0a"), .next(220, "1b"), .next(230, "2c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let indexes = xs.enumerated().map { $0.index }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = indexes.subscribe(first) }
        scheduler.scheduleAt(215) { _ = indexes.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(225, 0), .next(235, 1), .completed(245)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, OperatorTestError.boom)])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReleasesEverything() {
        assertMarbleChainsRelease { source, _ in source.enumerated().map { $0.index } }
    }
}
