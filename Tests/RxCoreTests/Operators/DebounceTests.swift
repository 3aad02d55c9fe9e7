import RxCore
import RxTest
import XCTest

final class DebounceTests: RxTestCase {
    private let error = MarbleTestError()

    private func burst(ending: Recorded<Event<Int>>) -> [Recorded<Event<Int>>] {
        [
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6), .next(450, 7),
            .next(500, 8), ending,
        ]
    }

    func testElementsFartherApartThanTheDueTimeAllPassLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst(ending: .completed(550)))
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8), .completed(550)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testAnErrorAfterTheLastElementWasEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst(ending: .error(550, error)))
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
                .error(550, error),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testElementsCloserThanTheDueTimeCollapseAndCompletionFlushesTheLastOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst(ending: .completed(550)))
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(550, 8), .completed(550)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst(ending: .error(550, error)))
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testEachElementRestartsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(300, 3), .next(320, 4), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(270, 2), .next(350, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, error)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingCancelsTheWaitingElementAndItsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.debounce(.seconds(40), scheduler: scheduler).subscribe(observer) }
        scheduler.scheduleAt(240) { subscription?.dispose() }
        scheduler.advanceTo(250)
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        // The timer due at 260 was cancelled, not merely ignored when it fires.
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 250, pending: [])")
    }

    func testNothingIsDeliveredAfterTheDownstreamDisposesWhileTheFlushedElementIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var events: [Event<Int>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.debounce(.seconds(40), scheduler: scheduler).subscribe { event in
                events.append(event)
                subscription?.dispose()
            }
        }
        scheduler.start()
        XCTAssertEqual(events, [.next(1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWorksWithADispatchQueueScheduler() {
        let baseline = Resources.total
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.debounce")
            let subject = PublishSubject<Int>()
            let received = Collector<Int>()
            let firstEmitted = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            let subscription = subject.debounce(.milliseconds(20), scheduler: scheduler)
                .subscribe(
                    onNext: { value in
                        received.append(value)
                        firstEmitted.signal()
                    },
                    onCompleted: { done.signal() })
            // The burst is sent while the scheduler's queue is held, so no timer can run between
            // two of its elements however slowly this thread gets through them (a starved thread
            // once took longer than the due time, and 1 came out): the timers of 1 to 4 run after
            // 5 has arrived and find themselves stale, and 5 alone comes out once the pause passes.
            scheduler.whileQueueIsHeld {
                for value in 1...5 { subject.onNext(value) }
            }
            XCTAssertEqual(firstEmitted.wait(timeout: .now() + 30), .success)
            subject.onNext(6)
            subject.onCompleted()
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(received.snapshot, [5, 6])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.debounce(.seconds(50), scheduler: scheduler) }
    }
}
