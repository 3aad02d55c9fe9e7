import RxCore
import RxTest
import XCTest

/// The marble test README.md shows, kept here verbatim so the README cannot drift from the code.
final class ReadmeExampleTests: RxTestCase {
    func testDebouncedQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "s"), .next(220, "sp"), .next(400, "spi"), .completed(500),
        ])
        let result = scheduler.start {
            typed.debounce(.seconds(50), scheduler: scheduler).map { $0.uppercased() }
        }
        XCTAssertEqual(result.events, [.next(270, "SP"), .next(450, "SPI"), .completed(500)])
        XCTAssertEqual(typed.subscriptions, [Subscription(200, 500)])
    }
}
