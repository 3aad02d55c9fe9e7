import RxCore
import RxTest
import XCTest

final class RefCountTests: RxTestCase {
    func testConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
            .next(280, 8), .next(290, 9), .completed(300),
        ])
        let res = xs.publish().refCount()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        let windows = [(215, 235), (225, 275), (255, 265), (285, 320)]
        for (observer, window) in zip(observers, windows) {
            var subscription: Disposable?
            scheduler.scheduleAt(window.0) { subscription = res.subscribe(observer) }
            scheduler.scheduleAt(window.1) { subscription?.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(
            observers[1].events,
            [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)]
        )
        XCTAssertEqual(observers[2].events, [.next(260, 6)])
        XCTAssertEqual(observers[3].events, [.next(290, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    private func assertSynchronousResubscribing(
        terminal: @escaping (TestTime) -> Recorded<Event<Int>>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [(1, 20), (2, 30), (3, 40)].map { value, end in
            scheduler.createColdObservable([.next(10, value), terminal(end)])
        }
        var attempts = 0
        let xs = Observable<Int>.create { observer in
            defer { attempts += 1 }
            return sources[min(attempts, 2)].subscribe(observer)
        }
        let res = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        for (time, observer) in [(215, first), (220, second)] {
            scheduler.scheduleAt(time) {
                subscriptions.append(
                    res.subscribe { event in
                        observer.on(event)
                        if event.isStopEvent { subscriptions.append(res.subscribe(observer)) }
                    }
                )
            }
        }
        scheduler.scheduleAt(400) { subscriptions.append(res.subscribe(third)) }
        scheduler.start()
        let expected: [Recorded<Event<Int>>] = [.next(225, 1), terminal(235), .next(245, 2), terminal(265)]
        XCTAssertEqual(first.events, expected, file: file, line: line)
        XCTAssertEqual(second.events, expected, file: file, line: line)
        XCTAssertEqual(third.events, [.next(410, 3), terminal(440)], file: file, line: line)
        XCTAssertEqual(sources[0].subscriptions, [Subscription(215, 235)], file: file, line: line)
        XCTAssertEqual(sources[1].subscriptions, [Subscription(235, 265)], file: file, line: line)
        XCTAssertEqual(sources[2].subscriptions, [Subscription(400, 440)], file: file, line: line)
        for subscription in subscriptions { subscription.dispose() }
    }

    func testSynchronousResubscribingOnCompletionConnectsAgain() {
        assertSynchronousResubscribing { .completed($0) }
    }

    func testSynchronousResubscribingOnErrorConnectsAgain() {
        assertSynchronousResubscribing { .error($0, TestError.boom) }
    }

    func testSubscriberOfAnEndedConnectionDoesNotDisconnectTheNextOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(260, 2)])
        let res = xs.publish().refCount()
        let stale = scheduler.createObserver(Int.self)
        let fresh = scheduler.createObserver(Int.self)
        var staleSubscription: Disposable?
        var freshSubscription: Disposable?
        scheduler.scheduleAt(200) { staleSubscription = res.subscribe(stale) }
        scheduler.scheduleAt(230) { freshSubscription = res.subscribe(fresh) }
        scheduler.scheduleAt(240) { staleSubscription?.dispose() }
        scheduler.scheduleAt(300) { freshSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(stale.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(fresh.events, [.next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 300)])
    }

    func testASubjectThatHasAlreadyEndedIsNotConnected() {
        for terminal: Event<Int> in [.completed, .error(TestError.boom)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(0)
            subject.on(terminal)
            let res = scheduler.start { xs.multicast(subject).refCount() }
            // The subscriber hears the replay and the end inside its subscription, so there is
            // nobody left to connect for.
            XCTAssertEqual(res.events, [.next(200, 0), Recorded(time: 200, value: terminal)])
            XCTAssertEqual(xs.subscriptions, [])
        }
    }

    func testASubscriberArrivingAsTheConnectionEndsConnectsAgainOnlyForAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250), .next(270, 2), .completed(400)])
        let perConnection = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let shared = xs.multicast(PublishSubject<Int>()).refCount()
        let again = scheduler.createObserver(Int.self)
        let sharedAgain = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                perConnection.subscribe(onCompleted: { subscriptions.append(perConnection.subscribe(again)) }))
            subscriptions.append(
                shared.subscribe(onCompleted: { subscriptions.append(shared.subscribe(sharedAgain)) }))
        }
        scheduler.scheduleAt(1000) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(again.events, [.next(270, 2), .completed(400)])
        XCTAssertEqual(sharedAgain.events, [.completed(250)])
        // Both connect at 200 and end at 250; only the fresh subject's subscriber connects again.
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 250), Subscription(200, 250), Subscription(250, 400)]
        )
    }

    func testSynchronousSourcesReleaseEverything() {
        let completed = Recorder<Int>()
        _ = Observable.just(1).publish().refCount().subscribe(completed)
        XCTAssertEqual(completed.events, [.next(1), .completed])

        let failed = Recorder<Int>()
        _ = Observable<Int>.error(TestError.boom).publish().refCount().subscribe(failed)
        XCTAssertEqual(failed.events, [.error(TestError.boom)])
    }

    func testConcurrentSubscribersShareOneConnection() {
        let source = PublishSubject<Int>()
        var connections = 0
        let counted = Observable<Int>.create { observer in
            connections += 1
            return source.subscribe(observer)
        }
        let shared = counted.publish().refCount()
        let keeper = shared.subscribe()
        runConcurrently(threads: 4) { _ in
            for _ in 0..<500 { shared.subscribe().dispose() }
        }
        XCTAssertEqual(connections, 1)
        XCTAssertTrue(source.hasObservers)
        keeper.dispose()
        XCTAssertFalse(source.hasObservers)
    }
}
