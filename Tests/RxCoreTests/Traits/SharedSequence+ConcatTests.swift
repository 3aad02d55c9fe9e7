import RxCore
import RxTest
import XCTest

final class SharedSequenceConcatTests: RxTestCase {
    func testConcatSubscribesToEachSequenceWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(30)])
            let drivers = [first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1)]
            let res = scheduler.start { Driver.concat(drivers) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(227, 2), .completed(252)])
            XCTAssertEqual(first.subscriptions, [Subscription(200, 221)])
            XCTAssertEqual(second.subscriptions, [Subscription(221, 252)])
        }
    }

    func testConcatOfALazySequenceAndTheInstanceForm() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let lazy = (1...3).lazy.map { Signal.just($0) }
            let res = scheduler.start { Signal.concat(lazy) }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(203)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let res = other.start { Driver.just("a").concat(Driver.just("b")) }
            XCTAssertEqual(res.events, [.next(201, "a"), .next(202, "b"), .completed(202)])
        }
    }
}
