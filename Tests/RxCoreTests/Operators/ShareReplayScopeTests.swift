import RxCore
import RxTest
import XCTest

final class ShareReplayScopeTests: RxTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
            .completed(300),
        ])
    }

    // Subscribes observers during [215, 255), [235, 245), [265, 350) and [400, 500).
    private func run(
        _ scheduler: TestScheduler,
        _ shared: Observable<Int>
    ) -> [TestableObserver<Int>] {
        let windows = [(215, 255), (235, 245), (265, 350), (400, 500)]
        let observers = windows.map { _ in scheduler.createObserver(Int.self) }
        for (observer, window) in zip(observers, windows) {
            var subscription: Disposable?
            scheduler.scheduleAt(window.0) { subscription = shared.subscribe(observer) }
            scheduler.scheduleAt(window.1) { subscription?.dispose() }
        }
        scheduler.start()
        return observers
    }

    func testShareWithoutReplayWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let observers = run(scheduler, xs.share())
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
        XCTAssertEqual(observers[1].events, [.next(240, 4)])
        XCTAssertEqual(observers[2].events, [.next(270, 7), .completed(300)])
        XCTAssertEqual(observers[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 255), Subscription(265, 300), Subscription(400, 500)])
    }

    func testShareReplayWhileConnectedClearsTheBufferBetweenConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 2, scope: .whileConnected))
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
        XCTAssertEqual(observers[1].events, [.next(235, 2), .next(235, 3), .next(240, 4)])
        XCTAssertEqual(observers[2].events, [.next(270, 7), .completed(300)])
        XCTAssertEqual(observers[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 255), Subscription(265, 300), Subscription(400, 500)])
    }

    func testShareReplayOneIsTheDefaultScope() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 1))
        XCTAssertEqual(observers[1].events, [.next(235, 3), .next(240, 4)])
        XCTAssertEqual(observers[2].events, [.next(270, 7), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 255), Subscription(265, 300), Subscription(400, 500)])
    }

    func testShareReplayForeverKeepsTheBufferAndTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 2, scope: .forever))
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
        XCTAssertEqual(observers[1].events, [.next(235, 2), .next(235, 3), .next(240, 4)])
        XCTAssertEqual(observers[2].events, [.next(265, 4), .next(265, 5), .next(270, 7), .completed(300)])
        XCTAssertEqual(observers[3].events, [.next(400, 5), .next(400, 7), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 255), Subscription(265, 300)])
    }

    func testShareWithoutReplayForeverDeliversOnlyTheTerminalEventLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 0, scope: .forever))
        XCTAssertEqual(observers[2].events, [.next(270, 7), .completed(300)])
        XCTAssertEqual(observers[3].events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 255), Subscription(265, 300)])
    }

    func testShareErrorReachesEverySubscriberAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom), .next(230, 2)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(225) { subscriptions.append(shared.subscribe(third)) }
        scheduler.scheduleAt(300) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(second.events, [.next(215, 1), .error(220, TestError.boom)])
        XCTAssertEqual(third.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 300)])
    }

    func testShareOfASynchronousSequenceSubscribesOncePerSubscriber() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create()
        }
        let whileConnected = source.share(replay: 1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = whileConnected.subscribe(first)
        _ = whileConnected.subscribe(second)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(2), .completed])

        let forever = source.share(replay: 1, scope: .forever)
        let third = Recorder<Int>()
        let fourth = Recorder<Int>()
        _ = forever.subscribe(third)
        _ = forever.subscribe(fourth)
        XCTAssertEqual(third.events, [.next(3), .completed])
        XCTAssertEqual(fourth.events, [.next(3), .completed])
        XCTAssertEqual(subscriptions, 3)
    }
}

// MARK: - Matching RxSwift

extension ShareReplayScopeTests {
    func testForeverDoesNotSubscribeAgainToATerminatedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(500, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testForeverDoesNotSubscribeAgainToAFailedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OperatorTestError.boom)])
        let shared = xs.share(replay: 0, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(second.events, [.error(500, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWhileConnectedSubscribesAgainAfterTheSourceTerminated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(510, 1), .completed(530)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(500, 530)])
    }
}

// MARK: - Resubscribing as the source ends

extension ShareReplayScopeTests {
    private func makeEndingSource(_ scheduler: TestScheduler, _ terminal: Recorded<Event<Int>>) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([
            .next(210, 10), .next(230, 20), .next(250, 30), .next(270, 40), terminal, .next(320, 50),
            .next(450, 60),
        ])
    }

    // `first` subscribes at 200 and `second` at 260; each records into its own observer and, on
    // the terminal event, subscribes its `again` observer. All are disposed at 400; `late`
    // subscribes during [420, 500).
    private struct Observers {
        let first: TestableObserver<Int>
        let second: TestableObserver<Int>
        let firstAgain: TestableObserver<Int>
        let secondAgain: TestableObserver<Int>
        let late: TestableObserver<Int>
    }

    private func runResubscribingOnTheEnd(_ scheduler: TestScheduler, _ shared: Observable<Int>) -> Observers {
        let observers = Observers(
            first: scheduler.createObserver(Int.self),
            second: scheduler.createObserver(Int.self),
            firstAgain: scheduler.createObserver(Int.self),
            secondAgain: scheduler.createObserver(Int.self),
            late: scheduler.createObserver(Int.self)
        )
        var subscriptions: [Disposable] = []
        func subscribe(_ observer: TestableObserver<Int>, thenOnTheEnd again: TestableObserver<Int>) {
            subscriptions.append(
                shared.subscribe { event in
                    observer.on(event)
                    if event.isStopEvent { subscriptions.append(shared.subscribe(again)) }
                }
            )
        }
        scheduler.scheduleAt(200) { subscribe(observers.first, thenOnTheEnd: observers.firstAgain) }
        scheduler.scheduleAt(260) { subscribe(observers.second, thenOnTheEnd: observers.secondAgain) }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        var late: Disposable?
        scheduler.scheduleAt(420) { late = shared.subscribe(observers.late) }
        scheduler.scheduleAt(500) { late?.dispose() }
        scheduler.start()
        return observers
    }

    func testForeverServesResubscriptionsAtTheEndWithoutSubscribingTheSourceAgain() {
        let elements = [10, 20, 30, 40]
        for terminal: Recorded<Event<Int>> in [.completed(300), .error(300, TestError.boom)] {
            for replay in 0...3 {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = makeEndingSource(scheduler, terminal)
                let observers = runResubscribingOnTheEnd(scheduler, xs.share(replay: replay, scope: .forever))
                let buffer = Array(elements.suffix(replay))
                func replayed(at time: TestTime) -> [Recorded<Event<Int>>] {
                    buffer.map { .next(time, $0) } + [Recorded(time: time, value: terminal.value)]
                }
                let context = "replay \(replay), \(terminal)"
                XCTAssertEqual(
                    observers.first.events,
                    elements.enumerated().map { .next(210 + 20 * $0.offset, $0.element) } + [terminal],
                    context
                )
                XCTAssertEqual(
                    observers.second.events,
                    Array(elements.prefix(3).suffix(replay)).map { .next(260, $0) } + [.next(270, 40), terminal],
                    context
                )
                XCTAssertEqual(observers.firstAgain.events, replayed(at: 300), context)
                XCTAssertEqual(observers.secondAgain.events, replayed(at: 300), context)
                XCTAssertEqual(observers.late.events, replayed(at: 420), context)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], context)
            }
        }
    }

    func testWhileConnectedConnectsAgainForResubscriptionsAtTheEnd() {
        for terminal: Recorded<Event<Int>> in [.completed(300), .error(300, TestError.boom)] {
            for replay in 0...3 {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = makeEndingSource(scheduler, terminal)
                let observers = runResubscribingOnTheEnd(scheduler, xs.share(replay: replay, scope: .whileConnected))
                let context = "replay \(replay), \(terminal)"
                XCTAssertEqual(observers.firstAgain.events, [.next(320, 50)], context)
                XCTAssertEqual(observers.secondAgain.events, [.next(320, 50)], context)
                XCTAssertEqual(observers.late.events, [.next(450, 60)], context)
                XCTAssertEqual(
                    xs.subscriptions,
                    [Subscription(200, 300), Subscription(300, 400), Subscription(420, 500)],
                    context
                )
            }
        }
    }
}
