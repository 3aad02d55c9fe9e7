import RxCore
import RxTest
import XCTest

final class InfallibleDriverTests: RxTestCase {
    func testDeliversOnTheSharingSchedulerAndReplaysTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asInfallible(onErrorJustReturn: -1).asDriver()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(1000) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(251)])
            XCTAssertEqual(late.events, [.next(230, 2), .completed(251)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }
}
