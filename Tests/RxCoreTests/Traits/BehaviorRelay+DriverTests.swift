import RxCore
import RxTest
import XCTest

final class BehaviorRelayDriverTests: RxTestCase {
    func testDrivesTheCurrentValueThenUpdates() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver()
            scheduler.scheduleAt(250) { relay.accept(2) }
            let res = scheduler.start { driver }
            XCTAssertEqual(res.events, [.next(200, 1), .next(250, 2)])
        }
    }
}
