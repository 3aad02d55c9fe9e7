import RxCore
import XCTest

private final class Badge: NSObject {
    var count = 0
    var title: String?
}

final class NSObjectReactiveCompatibleTests: RxTestCase {
    func testAnyNSObjectSubclassHasKeyPathBinders() {
        let badge = Badge()
        let subscription = Observable.of(1, 2, 3).bind(to: badge.rx.count)
        XCTAssertEqual(badge.count, 3)
        Observable.just("new").bind(to: badge.rx.title).dispose()
        XCTAssertEqual(badge.title, "new")
        subscription.dispose()
    }

    func testTheBaseIsTheObject() {
        let badge = Badge()
        XCTAssertTrue(badge.rx.base === badge)
    }
}
