import RxCore
import RxTest
import XCTest

final class SharedSequenceCombineLatestCollectionTests: RxTestCase {
    func testEmitsArraysOfTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(320)])
        var events: [Recorded<Event<[Int]>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    Driver.combineLatest([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
                }.events
        }
        XCTAssertEqual(events, [.next(221, [1, 2]), .next(231, [3, 2]), .completed(321)])
        // A driver's source stays subscribed until its completion is delivered, one tick later.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 301)])
    }
}
