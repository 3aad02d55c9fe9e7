import RxCore
import RxTest
import XCTest

final class SharedSequenceZipTests: RxTestCase {
    func testZipOfACollectionPairsTheElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(215, 10), .next(250, 20), .next(260, 30)])
            let drivers = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
            let res = scheduler.start { Driver.zip(drivers) }
            // `ys` never completes, so neither does the zip, though `xs` is done and drained.
            XCTAssertEqual(res.events, [.next(216, [1, 10]), .next(251, [2, 20])])
            let summed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                Signal.zip([Signal.just(1), Signal.just(2)]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(summed.events, [.next(1201, 3), .completed(1201)])
        }
    }
}
