import RxCore
import RxTest
import XCTest

final class MulticastTests: RxTestCase {
    private func makeSource(_ scheduler: TestScheduler, terminal: Recorded<Event<Int>>? = nil) -> TestableObservable<
        Int
    > {
        var events: [Recorded<Event<Int>>] = [
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6),
            .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11), .next(560, 20),
            .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            .next(630, 28), .error(800, TestError.other(8)),
        ]
        if let terminal { events.insert(terminal, at: 10) }
        return scheduler.createHotObservable(events)
    }

    // Connects at 300, disconnects at 400; connects at 420 (and again at 440, which returns the
    // same connection) until 530; connects at 575 until 621.
    private func scheduleConnections(
        _ scheduler: TestScheduler, _ connectable: @escaping () -> ConnectableObservable<Int>
    ) {
        var connection: Disposable?
        var innerConnection: Disposable?
        var lastConnection: Disposable?
        scheduler.scheduleAt(300) { connection = connectable().connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(420) { connection = connectable().connect() }
        scheduler.scheduleAt(440) { innerConnection = connectable().connect() }
        scheduler.scheduleAt(530) { innerConnection?.dispose() }
        scheduler.scheduleAt(575) { lastConnection = connectable().connect() }
        scheduler.scheduleAt(590) { connection?.dispose() }
        scheduler.scheduleAt(621) { lastConnection?.dispose() }
    }

    func testMakeSubjectConnectControlsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 3) }) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMakeSubjectConnectFirstThenSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }) }
        scheduler.scheduleAt(470) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(470, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    private func assertResubscribingOnTerminal(
        _ terminal: Recorded<Event<Int>>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, terminal: terminal)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405) {
            subscription = ys.subscribe { event in
                res.on(event)
                guard event.isStopEvent else { return }
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [.next(430, 2), terminal, .next(450, 9), .next(520, 11)],
            file: file,
            line: line
        )
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)],
            file: file,
            line: line
        )
    }

    func testMakeSubjectStartsAFreshSubjectAfterCompletion() {
        assertResubscribingOnTerminal(.completed(435))
    }

    func testMakeSubjectStartsAFreshSubjectAfterError() {
        assertResubscribingOnTerminal(.error(435, TestError.boom))
    }

    func testSharedSubjectServesEveryConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject<Int>.create(bufferSize: 3)) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
                .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testSharedSubjectStaysTerminatedAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, terminal: .completed(435))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(500) { _ = ys.subscribe(late) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .completed(435)])
        XCTAssertEqual(late.events, [.completed(500)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(440, 530), Subscription(575, 621)]
        )
    }

    func testPublishSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(first)) }
        scheduler.scheduleAt(350) { subscriptions.append(ys.subscribe(second)) }
        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(1000) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(second.events, [.next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
    }

    func testPublishSubscribersOfAnEndedConnectionDoNotSeeTheNextOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(early)) }
        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(350) { connection?.dispose() }
        scheduler.scheduleAt(400) { subscriptions.append(ys.subscribe(late)) }
        scheduler.scheduleAt(440) { connection = ys.connect() }
        scheduler.scheduleAt(460) { connection?.dispose() }
        scheduler.scheduleAt(1000) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(340, 8)])
        XCTAssertEqual(late.events, [.next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 350), Subscription(440, 460)])
    }

    func testReplayReplaysTheLatestElementsOfTheCurrentConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
            .next(80, 25), .completed(90),
        ])
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        var connection: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.replay(3) }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25), .completed(490),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
            .next(80, 25), .error(90, TestError.boom),
        ])
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        var connection: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.replay(1) }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(475) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490)])
    }

    func testReplayAllReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 9), .next(30, 11), .completed(130)])
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        var connection: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.replayAll() }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(600) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(450, 5), .next(450, 9), .next(450, 11), .completed(530)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 530)])
    }
}

// MARK: - Matching RxSwift

extension MulticastTests {
    func testASubjectThatOutlivesConnectionsGetsTheLastElementBeforeTheTerminalEventAtOneTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(300)])
        let subject = PublishSubject<Int>()
        let connectable = xs.multicast(subject)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = connectable.subscribe(observer) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(300, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testPublishDeliversTheLastElementBeforeTheErrorAtOneTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(400, 2), .error(400, OperatorTestError.boom)])
        let published = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(150) { _ = published.subscribe(first) }
        scheduler.scheduleAt(300) { _ = published.subscribe(second) }
        scheduler.scheduleAt(200) { _ = published.connect() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(250, 1), .next(400, 2), .error(400, OperatorTestError.boom)])
        XCTAssertEqual(second.events, [.next(400, 2), .error(400, OperatorTestError.boom)])
    }

    func testASecondConnectionToAReusedSubjectStillDeliversInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(20)])
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let connectable = xs.multicast(subject)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(150) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(400) { _ = connectable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(late.events, [.next(400, 2), .completed(400)])
    }
}

// MARK: - Resubscribing as the source ends

extension MulticastTests {
    // Subscribes at 230 through `do`, whose handler runs before the terminal event is forwarded:
    // on the terminal event it subscribes `res` again and connects again. Connected 200–1000.
    private func resubscribeAsTheSourceEnds(
        _ connectable: ConnectableObservable<Int>,
        _ scheduler: TestScheduler,
        _ res: TestableObserver<Int>
    ) {
        var subscriptions: [Disposable] = []
        var connections: [Disposable] = []
        let resubscribe = {
            subscriptions.append(connectable.subscribe(res))
            connections.append(connectable.connect())
        }
        scheduler.scheduleAt(200) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(230) {
            subscriptions.append(
                connectable.do(onError: { _ in resubscribe() }, onCompleted: resubscribe).subscribe(res)
            )
        }
        scheduler.scheduleAt(1000) {
            for disposable in subscriptions + connections { disposable.dispose() }
        }
        scheduler.start()
    }

    private func makeEndingSource(
        _ scheduler: TestScheduler,
        _ terminal: Recorded<Event<Int>>
    ) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), terminal, .next(320, 4), .next(350, 5),
            .completed(400),
        ])
    }

    func testASharedSubjectServesAResubscriptionAtTheCompletionBeforeTheCompletionReachesTheFirstSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .completed(300))
        let res = scheduler.createObserver(Int.self)
        resubscribeAsTheSourceEnds(xs.multicast(ReplaySubject<Int>.create(bufferSize: 2)), scheduler, res)
        XCTAssertEqual(
            res.events,
            [
                .next(230, 1), .next(240, 2), .next(270, 3),
                // the resubscription, served inside the handler: the replay and the end
                .next(300, 2), .next(300, 3), .completed(300),
                // then the completion reaches the first subscriber
                .completed(300),
            ]
        )
        // The second connection subscribes the source again; the subject it feeds has ended.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    func testASharedSubjectServesAResubscriptionAtTheErrorBeforeTheErrorReachesTheFirstSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .error(300, TestError.boom))
        let res = scheduler.createObserver(Int.self)
        resubscribeAsTheSourceEnds(xs.multicast(ReplaySubject<Int>.create(bufferSize: 1)), scheduler, res)
        XCTAssertEqual(
            res.events,
            [
                .next(230, 1), .next(240, 2), .next(270, 3),
                .next(300, 3), .error(300, TestError.boom),
                .error(300, TestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    func testASharedPublishSubjectEndsAResubscriptionAtTheEndAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .completed(300))
        let res = scheduler.createObserver(Int.self)
        resubscribeAsTheSourceEnds(xs.multicast(PublishSubject<Int>()), scheduler, res)
        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(300), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    func testPublishGivesAResubscriptionAtTheEndAFreshSubjectAndConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .completed(300))
        let res = scheduler.createObserver(Int.self)
        resubscribeAsTheSourceEnds(xs.publish(), scheduler, res)
        XCTAssertEqual(
            res.events,
            [.next(240, 2), .next(270, 3), .completed(300), .next(320, 4), .next(350, 5), .completed(400)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    func testReplayGivesAResubscriptionAtTheErrorAFreshBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .error(300, TestError.boom))
        let res = scheduler.createObserver(Int.self)
        resubscribeAsTheSourceEnds(xs.replay(2), scheduler, res)
        XCTAssertEqual(
            res.events,
            [
                .next(230, 1), .next(240, 2), .next(270, 3), .error(300, TestError.boom), .next(320, 4),
                .next(350, 5), .completed(400),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    func testALateSubscriberThatResubscribesAsTheReplayEndsIsServedBeforeItsSubscribeReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeEndingSource(scheduler, .completed(300))
        let shared = xs.multicast(ReplaySubject<Int>.createUnbounded())
        let res = scheduler.createObserver(Int.self)
        var log: [String] = []
        scheduler.scheduleAt(200) { _ = shared.connect() }
        scheduler.scheduleAt(500) {
            var resubscribed = false
            _ = shared.do(onCompleted: {
                guard !resubscribed else { return }
                resubscribed = true
                log.append("resubscribing")
                _ = shared.subscribe(res)
                log.append("resubscribed")
            }).subscribe(res)
        }
        scheduler.start()
        XCTAssertEqual(log, ["resubscribing", "resubscribed"])
        XCTAssertEqual(
            res.events,
            [
                .next(500, 1), .next(500, 2), .next(500, 3),
                .next(500, 1), .next(500, 2), .next(500, 3), .completed(500),
                .completed(500),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
