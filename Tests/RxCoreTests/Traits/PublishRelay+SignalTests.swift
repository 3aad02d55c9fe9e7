import RxCore
import RxTest
import XCTest

final class PublishRelaySignalTests: RxTestCase {
    func testEmitsAcceptedElementsAsTheyAreAccepted() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = relay.asSignal()
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(250) { relay.accept(1) }
            let res = scheduler.start { signal }
            // Delivered through the sharing scheduler, one tick after the accept, as in RxCocoa.
            XCTAssertEqual(res.events, [.next(251, 1)])
        }
    }
}

extension PublishRelaySignalTests {
    func testAnElementAcceptedOnAnotherThreadArrivesOnTheMainThread() {
        let relay = PublishRelay<Int>()
        assertDeliversOnTheMainThread(relay.asSignal(), expected: [7], from: { relay.accept(7) })
    }
}
