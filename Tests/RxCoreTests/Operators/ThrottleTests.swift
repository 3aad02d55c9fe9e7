import Foundation
import RxCore
import RxTest
import XCTest

final class ThrottleTests: RxTestCase {
    private let error = MarbleTestError()

    private func source(ending: Recorded<Event<Int>>?) -> [Recorded<Event<Int>>] {
        let elements: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ]
        return elements + (ending.map { [$0] } ?? [])
    }

    // MARK: latest: false

    func testNotLatestEmitsTheFirstElementOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(500)))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testNotLatestNeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { never.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.next(150, 0), .completed(500)])
        let res2 = scheduler2.start { empty.throttle(.seconds(200), latest: false, scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.completed(500)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 500)])
    }

    func testNotLatestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, error),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testNotLatestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: nil))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: latest: true (the default)

    func testLatestEmitsTheKeptElementWhenTheWindowEndsAndCompletionWaitsForIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(500)))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        // The source is done at 500; only the timer keeps the result alive until 610.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatestCompletedAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(900)))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testLatestNeverAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { never.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.next(150, 0), .completed(500)])
        let res2 = scheduler2.start { empty.throttle(.seconds(200), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.completed(500)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 500)])
    }

    func testLatestErrorDropsTheKeptElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, error),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testLatestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: nil))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLatestKeepsOnlyTheNewestElementOfAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 5), .completed(300),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        // 1 opens a window until 230; 2 is kept, then replaced by 3, which arrives at 230 just
        // before the timer fires (it was scheduled earlier); 4 is kept until 250, 5 until 270.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingCancelsTheKeptElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: nil))
        let res = scheduler.start(disposed: 400) { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testWithADispatchQueueSchedulerTheSecondElementWaitsForTheDueTime() {
        let baseline = Resources.total
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.throttle")
            let received = Collector<Int>()
            let done = DispatchSemaphore(value: 0)
            let start = Date()
            let subscription = Observable.from([0, 1]).throttle(.milliseconds(200), scheduler: scheduler)
                .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(received.snapshot, [0, 1])
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.throttle(.seconds(15), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in
            source.throttle(.seconds(15), latest: false, scheduler: scheduler)
        }
    }
}
