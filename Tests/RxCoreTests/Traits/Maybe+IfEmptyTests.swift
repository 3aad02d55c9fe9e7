import RxCore
import RxTest
import XCTest

final class MaybeIfEmptyTests: RxTestCase {
    func testAnEmptyMaybeSwitchesToTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(20, 7), .completed(20)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.next(270, 7), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testAnElementKeepsTheOtherUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(20, 7), .completed(20)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testBothEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: Maybe<Int>.empty()).asObservable() }
        XCTAssertEqual(res.events, [.completed(250)])
    }
}
