import RxCore
import RxTest
import XCTest

final class SampleTests: RxTestCase {
    private func makeSource(_ scheduler: TestScheduler, extra: [Recorded<Event<Int>>] = []) -> TestableObservable<Int> {
        scheduler.createHotObservable(
            [.next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6)] + extra
                + [.completed(400)]
        )
    }

    private func makeSampler(_ scheduler: TestScheduler, end: Recorded<Event<String>> = .completed(500))
        -> TestableObservable<String>
    {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), end,
        ])
    }

    func testEmitsTheLatestElementAtEachTickThatFollowsOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSamplerCompletionDeliversTheLastElementAfterTheSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, extra: [.next(360, 7)])
        let ys = makeSampler(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
    }

    func testTickAfterTheSourceCompletedCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = scheduler.createHotObservable([.next(250, ()), .next(450, ()), .next(460, ())])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(450, 6), .completed(450)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 450)])
    }

    func testSamplerThatCompletesFirstLeavesTheResultOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = scheduler.createHotObservable([.next(250, ()), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(300, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(
            res.events,
            [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)]
        )
    }

    func testSourceErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(255, TestError.boom)])
        let ys = makeSampler(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 2), .error(255, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 255)])
    }

    func testSamplerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler, end: .error(330, TestError.boom))
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .error(330, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 330)])
    }

    func testDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)
        let res = scheduler.start(disposed: 300) { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSourceIsSubscribedBeforeTheSampler() {
        let observer = Recorder<Int>()
        _ = Observable.just(1).sample(Observable.just(())).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .completed])
    }
}
