import RxCore
import RxTest
import XCTest

final class SubscriptionTests: RxTestCase {
    func testAnOpenSubscriptionEndsAtIntMax() {
        let subscription = Subscription(200)
        XCTAssertEqual(subscription.subscribe, 200)
        XCTAssertEqual(subscription.unsubscribe, Int.max)
        XCTAssertEqual(subscription, Subscription(200, Int.max))
    }

    func testEqualityAndHashingUseBothTimes() {
        XCTAssertEqual(Subscription(200, 300), Subscription(200, 300))
        XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
        XCTAssertNotEqual(Subscription(200, 300), Subscription(201, 300))
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(2, 1)]).count, 2)
    }

    func testDebugDescription() {
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200 : 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
