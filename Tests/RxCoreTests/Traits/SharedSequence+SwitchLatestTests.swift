import RxCore
import RxTest
import XCTest

final class SharedSequenceSwitchLatestTests: RxTestCase {
    func testSwitchLatestFollowsTheNewestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(215, "a1"), .next(235, "a2")])
            let b = scheduler.createHotObservable([.next(225, "b1"), .next(245, "b2")])
            let outer = scheduler.createHotObservable([
                .next(210, a.asDriver(onErrorJustReturn: "")),
                .next(230, b.asDriver(onErrorJustReturn: "")),
            ])
            let res = scheduler.start { outer.asSignal(onErrorJustReturn: .empty()).switchLatest() }
            XCTAssertEqual(res.events, [.next(216, "a1"), .next(246, "b2")])
            XCTAssertEqual(a.subscriptions, [Subscription(211, 231)])
            XCTAssertEqual(b.subscriptions, [Subscription(231, 1000)])
        }
    }
}
