import RxCore
import RxTest
import XCTest

final class SharedSequenceDistinctUntilChangedTests: RxTestCase {
    func testComparesKeysWithTheComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "Ann"), .next(220, "ANN"), .next(230, "Bo"), .next(240, "bo"), .completed(300),
        ])
        var events: [Recorded<Event<String>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    xs.asDriver(onErrorJustReturn: "")
                        .distinctUntilChanged({ $0.count }, comparer: { $0 == $1 })
                        .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
                }.events
        }
        XCTAssertEqual(events, [.next(211, "Ann"), .next(231, "Bo"), .completed(301)])
    }
}
