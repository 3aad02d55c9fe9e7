import RxCore
import RxTest
import XCTest

final class WithLatestFromTests: RxTestCase {
    private func makeFirst(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(590))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
            .next(420, 8), .next(470, 9), .next(550, 10), end,
        ])
    }

    private func makeSecond(_ scheduler: TestScheduler, end: Recorded<Event<String>> = .completed(400))
        -> TestableObservable<String>
    {
        scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), end])
    }

    func testCombinesEachElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = makeSecond(scheduler)
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
                .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testWithoutSelectorEmitsTheSecondsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = makeSecond(scheduler)
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
                .next(470, "qux"), .next(550, "qux"), .completed(590),
            ]
        )
    }

    func testSecondThatNeverEmitsDropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = scheduler.createHotObservable([.completed(230, String.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testFirstErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .error(320, TestError.boom))
        let ys = makeSecond(scheduler)
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar"), .next(310, "bar"), .error(320, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testSecondErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = makeSecond(scheduler, end: .error(400, TestError.boom))
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(
            res.events,
            [.next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .error(400, TestError.boom)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = makeSecond(scheduler)
        let res = scheduler.start {
            xs.withLatestFrom(ys) { value, text -> String in
                if value == 5 { throw TestError.boom }
                return "\(value)\(text)"
            }
        }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(310, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler)
        let ys = makeSecond(scheduler)
        let res = scheduler.start(disposed: 320) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar"), .next(310, "bar")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testSecondIsSubscribedFirst() {
        var order: [String] = []
        let first = Observable<Int>.create { _ in
            order.append("first")
            return Disposables.create()
        }
        let second = Observable<Int>.create { _ in
            order.append("second")
            return Disposables.create()
        }
        first.withLatestFrom(second).subscribe().dispose()
        XCTAssertEqual(order, ["second", "first"])
    }

    func testSynchronousSecondIsAvailableToTheFirst() {
        let observer = Recorder<Int>()
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(10)) { $0 + $1 }.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(11), .next(12), .completed])
    }

    func testConcurrentSourcesAreSerialized() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let probe = ContractProbe(capacity: 10_000)
        let subscription = first.withLatestFrom(second) { value, _ in value }.subscribe(probe)
        second.onNext(0)
        runConcurrently(threads: 2) { thread in
            for value in 0..<10_000 {
                if thread == 0 { first.onNext(value) } else { second.onNext(value) }
            }
        }
        first.onCompleted()
        probe.assertContract(received: 0..<10_000, terminal: .completed)
        subscription.dispose()
    }
}
