import RxCore
import RxTest
import XCTest

final class SharedSequenceTests: RxTestCase {
    func testJustEmptyAndNeverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.just(1) }.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(
                scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { Driver<Int>.empty() }.events,
                [.completed(1_201)]
            )
            XCTAssertEqual(
                scheduler.start(created: 2_100, subscribed: 2_200, disposed: 3_000) { Signal<Int>.never() }.events,
                []
            )
        }
    }

    func testOfAndFromEmitOneSchedulerStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(
                scheduler.start { Driver.of(1, 2) }.events,
                [.next(201, 1), .next(202, 2), .completed(203)]
            )
            XCTAssertEqual(
                scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { Driver.from([3]) }.events,
                [.next(1_201, 3), .completed(1_202)]
            )
            XCTAssertEqual(
                scheduler.start(created: 2_100, subscribed: 2_200, disposed: 3_000) { Signal.from(5..<6) }.events,
                [.next(2_201, 5), .completed(2_202)]
            )
            XCTAssertEqual(
                scheduler.start(created: 3_100, subscribed: 3_200, disposed: 4_000) { Driver<Int>.from(optional: nil) }
                    .events,
                [.completed(3_201)]
            )
        }
    }

    func testDeferredBuildsASequencePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var built = 0
            let driver = Driver<Int>.deferred {
                built += 1
                return Driver.just(built)
            }
            XCTAssertEqual(scheduler.start { driver }.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(built, 1)
        }
    }

    func testIntervalAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(
                scheduler.start(disposed: 450) { Driver<Int>.interval(.seconds(100)) }.events,
                [.next(300, 0), .next(400, 1)]
            )
            XCTAssertEqual(
                scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { Signal<Int>.timer(.seconds(30)) }
                    .events,
                [.next(1_230, 0), .completed(1_230)]
            )
        }
    }

    func testAsSharedSequenceAndAsObservable() {
        let driver = Driver.just(1)
        XCTAssertTrue(driver.asSharedSequence().asObservable() === driver.asObservable())
    }
}
