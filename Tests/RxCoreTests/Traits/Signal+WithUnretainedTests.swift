import RxCore
import RxTest
import XCTest

final class SignalWithUnretainedTests: RxTestCase {
    private final class Owner {
        let name = "o"
    }

    func testCombinesWithTheObjectAndCompletesOnceItIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(270, 3)])
        var owner: Owner? = Owner()
        var events: [Recorded<Event<String>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name)\($1)" }
            let pairs = xs.asSignal(onErrorJustReturn: -1).withUnretained(owner!).map { "\($0.0.name)\($0.1)" }
            let pairObserver = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) { _ = pairs.emit(to: pairObserver) }
            scheduler.scheduleAt(250) { owner = nil }
            events = scheduler.start { signal }.events
            XCTAssertEqual(pairObserver.events, [.next(211, "o1"), .completed(261)])
        }
        XCTAssertEqual(events, [.next(211, "o1"), .completed(261)])
        // Completion reaches the signal's subscriber one tick after the element that found no owner.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 261), Subscription(200, 261)])
    }
}
