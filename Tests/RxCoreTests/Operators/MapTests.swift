import RxCore
import RxTest
import XCTest

final class MapTests: RxTestCase {
    private struct Failure: Error {}

    func testTransformsElementsAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let result = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrowingTransformFailsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.map { value -> Int in if value == 2 { throw Failure() } else { return value } }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, Failure())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsErrorsAndDisposesTheSourceOutsideStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = source.map { $0 + 1 }.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 2), .error(220, Failure())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
