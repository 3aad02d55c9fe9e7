import RxCore
import RxTest
import XCTest

final class MaybeIfEmptyTests: RxTestCase {
    func testSwitchesToTheOtherMaybeOnlyWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([.completed(10, Int.self)])
        let other = scheduler.createColdObservable([.next(5, 7), .completed(5)])
        let res = scheduler.start { empty.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
        XCTAssertEqual(res.events, [.next(215, 7), .completed(215)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 215)])

        let again = TestScheduler(initialClock: 0)
        let full = again.createColdObservable([.next(10, 1), .completed(10)])
        let unused = again.createColdObservable([.next(5, 7), .completed(5)])
        let kept = again.start { full.asMaybe().ifEmpty(switchTo: unused.asMaybe()) }
        XCTAssertEqual(kept.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(unused.subscriptions, [])
    }

    func testTheOtherMaybeMayBeEmptyToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.empty().ifEmpty(switchTo: .empty()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
