import Dispatch
import RxCore
import RxTest
import XCTest

final class ConcatTests: RxTestCase {
    private func makeSources(_ scheduler: TestScheduler, secondFails: Bool = false) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)]),
            scheduler.createColdObservable([.next(10, 3), secondFails ? .error(15, TestError.boom) : .completed(20)]),
            scheduler.createColdObservable([.next(10, 4), .completed(20)]),
        ]
    }

    private let expectedEvents: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .completed(270),
    ]
    private let expectedSubscriptions = [[Subscription(200, 230)], [Subscription(230, 250)], [Subscription(250, 270)]]

    func testStaticConcatOfACollectionSubscribesEachAfterThePrevious() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let res = scheduler.start { Observable.concat(xs.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, expectedEvents)
        XCTAssertEqual(xs.map(\.subscriptions), expectedSubscriptions)
    }

    func testStaticConcatVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let res = scheduler.start {
            Observable.concat(xs[0].asObservable(), xs[1].asObservable(), xs[2].asObservable())
        }
        XCTAssertEqual(res.events, expectedEvents)
        XCTAssertEqual(xs.map(\.subscriptions), expectedSubscriptions)
    }

    func testStaticConcatOfALazySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        var iterated = 0
        let lazySources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                defer { iterated += 1 }
                return iterated < xs.count ? xs[iterated].asObservable() : nil
            }
        }
        let res = scheduler.start { Observable.concat(lazySources) }
        XCTAssertEqual(res.events, expectedEvents)
        XCTAssertEqual(xs.map(\.subscriptions), expectedSubscriptions)
    }

    func testInfiniteSequenceIsIteratedOnlyAsFarAsNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var iterated = 0
        let endless = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                iterated += 1
                return source.asObservable()
            }
        }
        let res = scheduler.start(disposed: 265) { Observable.concat(endless) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 265)]
        )
        XCTAssertEqual(iterated, 4)
    }

    func testInstanceConcatAppendsTheSecondSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let res = scheduler.start { xs[0].concat(xs[1]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs[1].subscriptions, [Subscription(230, 250)])
    }

    func testErrorStopsWithoutSubscribingTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler, secondFails: true)
        let res = scheduler.start { Observable.concat(xs.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .error(245, TestError.boom)])
        XCTAssertEqual(xs.map(\.subscriptions), [[Subscription(200, 230)], [Subscription(230, 245)], []])
    }

    func testDisposalEndsTheCurrentSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let res = scheduler.start(disposed: 245) { Observable.concat(xs.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(xs.map(\.subscriptions), [[Subscription(200, 230)], [Subscription(230, 245)], []])
    }

    func testConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatOfInnerSequencesWaitsForEachToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let outer = scheduler.createHotObservable([.next(210, xs[0]), .next(215, xs[1]), .completed(300)])
        let res = scheduler.start { outer.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(xs.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 260)], []])
    }

    func testConcatMapRunsInnerSequencesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .next(216, 2), .completed(217)])
        let res = scheduler.start { outer.concatMap { xs[$0] } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(280)])
        XCTAssertEqual(
            xs.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 260)], [Subscription(260, 280)]])
    }

    func testConcatMapThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSources(scheduler)
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
        let res = scheduler.start {
            outer.concatMap { index -> TestableObservable<Int> in
                if index == 1 { throw TestError.boom }
                return xs[index]
            }
        }
        XCTAssertEqual(res.events, [.error(215, TestError.boom)])
        XCTAssertEqual(xs[0].subscriptions, [Subscription(210, 215)])
    }

    func testManySynchronousSourcesDoNotGrowTheStack() {
        let count = 50_000
        let observer = Recorder<Int>()
        _ = Observable.concat((0..<count).map { Observable.just($0) }).subscribe(observer)
        XCTAssertEqual(observer.elements.count, count)
        XCTAssertEqual(observer.events.last, .completed)

        let inner = Recorder<Int>()
        _ = Observable.from((0..<count).map { Observable.just($0) }).concat().subscribe(inner)
        XCTAssertEqual(inner.elements, Array(0..<count))
        XCTAssertEqual(inner.events.last, .completed)
    }

    func testSourcesThatCompleteOnOtherThreadsKeepTheirOrder() {
        let count = 200
        let queue = DispatchQueue(label: "ConcatTests.sources")
        let sources = (0..<count).map { value in
            Observable<Int>.create { observer in
                // `create`'s observer may be called from any thread.
                nonisolated(unsafe) let observer = observer
                queue.async {
                    observer.onNext(value)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let observer = Recorder<Int>()
        let done = expectation(description: "completed")
        let subscription = Observable.concat(sources)
            .subscribe(onNext: { observer.on(.next($0)) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        // Let the queue finish and release the last block before the leak check.
        queue.sync {}
        XCTAssertEqual(observer.elements, Array(0..<count))
        subscription.dispose()
    }
}
