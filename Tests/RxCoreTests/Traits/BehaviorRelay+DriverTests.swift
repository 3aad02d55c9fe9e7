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
            // Delivered through the sharing scheduler, one tick after the value, as in RxCocoa.
            XCTAssertEqual(res.events, [.next(201, 1), .next(251, 2)])
        }
    }
}

extension BehaviorRelayDriverTests {
    func testAValueAcceptedOnAnotherThreadArrivesOnTheMainThread() {
        let relay = BehaviorRelay(value: 0)
        assertDeliversOnTheMainThread(relay.asDriver(), expected: [0, 7], from: { relay.accept(7) })
    }
}
