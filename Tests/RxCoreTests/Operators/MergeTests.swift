import RxCore
import RxTest
import XCTest

final class MergeTests: RxTestCase {
    func testMergeSubscribesEveryInnerSequenceAsItArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
                .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(inners.second.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners.third.subscriptions, [Subscription(500, 650)])
    }

    func testMergeCompletesWithTheOuterSequenceWhenInnersAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, inner), .completed(300)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testInnerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler, secondFails: true)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .error(450, TestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 450)])
        XCTAssertEqual(inners.second.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners.third.subscriptions, [])
    }

    func testOuterErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .error(420, TestError.boom))
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .error(420, TestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 420)])
        XCTAssertEqual(inners.second.subscriptions, [Subscription(400, 420)])
    }

    func testDisposalEndsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 450) { xs.merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 450)])
        XCTAssertEqual(inners.second.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners.third.subscriptions, [])
    }

    func testMaxConcurrentOneRunsInnerSequencesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(420, 104), .next(510, 105), .next(520, 106),
                .next(540, 201), .next(550, 202), .next(560, 203), .next(570, 204), .next(590, 301), .next(600, 302),
                .next(610, 303), .next(620, 304), .next(700, 305), .completed(730),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(inners.second.subscriptions, [Subscription(530, 580)])
        XCTAssertEqual(inners.third.subscriptions, [Subscription(580, 730)])
    }

    func testMaxConcurrentTwoQueuesTheThirdInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (1...3).map { value in scheduler.createColdObservable([.next(10, value), .completed(100)]) }
        let xs = scheduler.createHotObservable([
            .next(210, inners[0]), .next(220, inners[1]), .next(230, inners[2]), .completed(240),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(320, 3), .completed(410)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(
            inners.map(\.subscriptions), [[Subscription(210, 310)], [Subscription(220, 320)], [Subscription(310, 410)]])
    }

    func testMaxConcurrentDisposalDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (1...3).map { value in scheduler.createColdObservable([.next(10, value), .completed(100)]) }
        let xs = scheduler.createHotObservable([
            .next(210, inners[0]), .next(220, inners[1]), .next(230, inners[2]), .completed(240),
        ])
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 300)], [Subscription(220, 300)], []])
    }

    private func staticSources(_ scheduler: TestScheduler, failing: Bool = false) -> [TestableObservable<Int>] {
        [
            scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(240)]),
            scheduler.createHotObservable([
                .next(220, 2), failing ? .error(225, TestError.boom) : .next(250, 4), .completed(260),
            ]),
            scheduler.createHotObservable([.next(215, 10), .completed(270)]),
        ]
    }

    private func assertStaticMerge(
        _ merge: @escaping ([Observable<Int>]) -> Observable<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = staticSources(scheduler)
        let res = scheduler.start { merge(xs.map { $0.asObservable() }) }
        XCTAssertEqual(
            res.events,
            [.next(210, 1), .next(215, 10), .next(220, 2), .next(230, 3), .next(250, 4), .completed(270)],
            file: file,
            line: line
        )
        XCTAssertEqual(
            xs.map(\.subscriptions),
            [[Subscription(200, 240)], [Subscription(200, 260)], [Subscription(200, 270)]],
            file: file,
            line: line
        )
    }

    func testStaticMergeVariadic() {
        assertStaticMerge { Observable.merge($0[0], $0[1], $0[2]) }
    }

    func testStaticMergeArray() {
        assertStaticMerge { Observable.merge($0) }
    }

    func testStaticMergeCollection() {
        assertStaticMerge { Observable.merge(ContiguousArray($0)) }
    }

    func testStaticMergeErrorDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = staticSources(scheduler, failing: true)
        let res = scheduler.start { Observable.merge(xs.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 10), .next(220, 2), .error(225, TestError.boom)])
        XCTAssertEqual(xs.map(\.subscriptions), Array(repeating: [Subscription(200, 225)], count: 3))
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testReentrantEventIsDeliveredAfterTheCurrentOne() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.merge(first, second).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { second.onNext(2) }
            log.append("end \(value)")
        })
        first.onNext(1)
        first.onNext(3)
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        subscription.dispose()
    }

    func testConcurrentSourcesAreSerialized() {
        let threads = 4
        let perThread = 5_000
        let sources = (0..<threads).map { _ in PublishSubject<Int>() }
        let probe = ContractProbe(capacity: threads * perThread)
        let subscription = Observable.merge(sources.map { $0.asObservable() }).subscribe(probe)
        runConcurrently(threads: threads) { thread in
            for value in thread * perThread..<(thread + 1) * perThread { sources[thread].onNext(value) }
            sources[thread].onCompleted()
        }
        probe.assertContract(received: 0..<threads * perThread, terminal: .completed)
        subscription.dispose()
    }

    func testConcurrentInnerSequencesOfAnOuterSequenceAreSerialized() {
        let threads = 4
        let perThread = 2_000
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Observable<Int>>()
        let probe = ContractProbe(capacity: threads * perThread)
        let subscription = outer.merge().subscribe(probe)
        for inner in inners { outer.onNext(inner) }
        outer.onCompleted()
        runConcurrently(threads: threads) { thread in
            for value in thread * perThread..<(thread + 1) * perThread { inners[thread].onNext(value) }
            inners[thread].onCompleted()
        }
        probe.assertContract(received: 0..<threads * perThread, terminal: .completed)
        subscription.dispose()
    }

    func testDisposingFromTheObserverStopsQueuedEvents() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let observer = Recorder<Int>()
        var subscription: Disposable?
        subscription = Observable.merge(first, second).subscribe(onNext: { value in
            observer.on(.next(value))
            subscription?.dispose()
            second.onNext(2)
        })
        first.onNext(1)
        first.onNext(3)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
    }
}
