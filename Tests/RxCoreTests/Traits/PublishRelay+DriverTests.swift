import RxCore
import RxTest
import XCTest

final class PublishRelayDriverTests: RxTestCase {
    func testDrivesAcceptedElementsAndReplaysTheLatestToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(250) { relay.accept(1) }
            scheduler.scheduleAt(300) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(350) { relay.accept(2) }
            scheduler.scheduleAt(1000) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(251, 1), .next(351, 2)])
            XCTAssertEqual(late.events, [.next(300, 1), .next(351, 2)])
        }
    }

    func testAnElementAcceptedOnAnotherThreadArrivesOnTheMainThread() {
        let relay = PublishRelay<Int>()
        assertDeliversOnTheMainThread(relay.asDriver(), expected: [7], from: { relay.accept(7) })
    }
}
