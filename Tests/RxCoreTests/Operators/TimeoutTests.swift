import RxCore
import RxTest
import XCTest

final class TimeoutTests: RxTestCase {
    private let error = MarbleTestError()

    func testEmptyErrorAndNeverWithinTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        XCTAssertEqual(scheduler.start { empty.timeout(.seconds(200), scheduler: scheduler) }.events, [.completed(300)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createHotObservable([.next(150, 0), .error(300, error)])
        XCTAssertEqual(
            scheduler2.start { failing.timeout(.seconds(200), scheduler: scheduler2) }.events,
            [.error(300, error)]
        )
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 300)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let never = scheduler3.createHotObservable([.next(150, 0)])
        XCTAssertEqual(scheduler3.start { never.timeout(.seconds(1000), scheduler: scheduler3) }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testEveryGapWithinTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testAnElementExactlyAtTheDueTimeWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testFailsWithTimeoutAfterALongGap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testTheFirstElementIsTimedFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let res = scheduler.start { xs.timeout(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(240, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    // MARK: timeout(_:other:scheduler:)

    private let fallback: [Recorded<Event<Int>>] = [.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)]

    func testSwitchesToTheOtherSequenceBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testSwitchesToTheOtherSequenceAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
    }

    func testOtherSequenceThatNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(310, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 1000)])
    }

    func testSourceTerminatingAfterTheSwitchIsIgnored() {
        for ending in [Recorded<Event<Int>>.completed(500), .error(500, error)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([ending])
            let ys = scheduler.createColdObservable([.next(100, -1)])
            let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
            XCTAssertEqual(res.events, [.next(400, -1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(300, 1000)])
        }
    }

    func testOtherSequenceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(500, 42)])
        let ys = scheduler.createColdObservable([.error(100, error)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(400, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 400)])
    }

    func testNoSwitchWhenTheSourceTerminatesInTime() {
        for ending in [Recorded<Event<Int>>.completed(250), .error(250, error)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([ending])
            let ys = scheduler.createColdObservable([.next(100, -1)])
            let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
            XCTAssertEqual(res.events, [ending])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys.subscriptions, [])
        }
    }

    func testNoSwitchWhenElementsArriveInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.timeout(.seconds(5), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in source.timeout(.seconds(50), scheduler: scheduler) }
        assertReleasesResources { source, scheduler in
            source.timeout(.seconds(5), other: Observable.of(7, 8), scheduler: scheduler)
        }
        assertReleasesResources { source, scheduler in
            source.timeout(.seconds(5), other: Observable<Int>.never(), scheduler: scheduler)
        }
    }
}
