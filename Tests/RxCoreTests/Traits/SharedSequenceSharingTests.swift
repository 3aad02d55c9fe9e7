import RxCore
import RxTest
import XCTest

/// Operators on a Driver return a Driver that is itself shared with a replay of one, as in
/// RxCocoa: late subscribers get the current element, and selectors run once per element.
final class SharedSequenceSharingTests: RxTestCase {
    func testStartWithIsSharedSoALateSubscriberGetsTheCurrentElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1).startWith(0)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(early)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.asObservable().subscribe(late)) }
            scheduler.scheduleAt(300) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(200, 0), .next(211, 1), .next(221, 2)])
            XCTAssertEqual(late.events, [.next(230, 2)])
        }
    }

    func testDistinctUntilChangedRunsItsKeySelectorOncePerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            var keyCalls = 0
            let driver = xs.asDriver(onErrorJustReturn: -1).distinctUntilChanged { value -> Int in
                keyCalls += 1
                return value
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.asObservable().subscribe(first))
                subscriptions.append(driver.asObservable().subscribe(second))
            }
            scheduler.scheduleAt(300) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(keyCalls, 2)
            XCTAssertEqual(first.events, second.events)
        }
    }
}
