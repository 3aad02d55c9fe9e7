import RxCore
import RxTest
import XCTest

final class IfEmptyTests: RxTestCase {
    func testDefaultIsEmittedWhenTheSourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(420)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(420, 9), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 420)])
    }

    func testElementsPassThroughAndNoDefaultFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorPassesThroughWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(260, OperatorTestError.boom)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.error(260, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testSwitchToSubscribesTheOtherOnlyAfterAnEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(310, 5), .next(320, 6), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 330)])
    }

    func testSwitchToIsNeverSubscribedWhenTheSourceEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposingDuringTheOtherDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(800, 6), .completed(900)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(310, 5)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 1000)])
    }

    func testReleasesEverything() {
        assertMarbleChainsRelease { source, _ in source.ifEmpty(default: 0) }
        assertMarbleChainsRelease { source, _ in source.filter { $0 > 5 }.ifEmpty(switchTo: .just(1)) }
    }
}
