import RxCore
import RxTest
import XCTest

final class FilterTests: RxTestCase {
    private struct Failure: Error {}

    func testKeepsMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(300)])
        let result = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrowingPredicateFailsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.filter { value in if value == 2 { throw Failure() } else { return true } }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, Failure())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testCompletionDisposesTheSourceOutsideStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = source.filter { _ in true }.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }
}
