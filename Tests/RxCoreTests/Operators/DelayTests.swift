import Foundation
import RxCore
import RxTest
import XCTest

final class DelayTests: RxTestCase {
    private let error = MarbleTestError()

    private let elements: [Recorded<Event<Int>>] = [.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4)]

    func testShiftsElementsAndCompletion() {
        for (delay, expected) in [
            (100, [Recorded.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)]),
            (50, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)]),
            (150, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(elements + [.completed(550)])
            let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
            XCTAssertEqual(res.events, expected, "delay \(delay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)], "delay \(delay)")
        }
    }

    func testErrorIsNotDelayedAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.error(550, error)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testErrorAfterAllElementsWereDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.error(550, error)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testImmediateErrorAndDelayedCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(150, 1), .error(250, error)])
        let res = scheduler.start { failing.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, error)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let completing = scheduler2.createHotObservable([.next(150, 1), .completed(250)])
        let res2 = scheduler2.start { completing.delay(.seconds(150), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.completed(400)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)])
    }

    func testEveryEventMovesByTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorded = elements + [.completed(550)]
        let xs = scheduler.createHotObservable(recorded)
        let res = scheduler.start { xs.delay(.seconds(42), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            recorded.filter { $0.time > 200 }.map { Recorded(time: $0.time + 42, value: $0.value) }
        )
    }

    func testSimultaneousElementsGoOutOneSchedulerStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(230, 3), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        // As in RxSwift: each timer delivers one event and schedules the next relative to now,
        // which on a TestScheduler is at least one tick later.
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(240, 3), .completed(241)])
    }

    func testDisposingDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(550)])
        let res = scheduler.start(disposed: 420) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 420)])
    }

    func testWorksWithADispatchQueueScheduler() {
        let baseline = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let subject = PublishSubject<Int>()
            let received = Collector<Int>()
            let done = DispatchSemaphore(value: 0)
            let subscription = subject.delay(.milliseconds(10), scheduler: scheduler)
                .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
            DispatchQueue.global().async {
                subject.onNext(1)
                subject.onNext(2)
                subject.onNext(3)
                subject.onCompleted()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(received.snapshot, [1, 2, 3])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.delay(.seconds(3), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.delay(.seconds(100), scheduler: scheduler) }
    }
}
