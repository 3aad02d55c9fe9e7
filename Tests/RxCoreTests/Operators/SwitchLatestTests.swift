import RxCore
import RxTest
import TestSupport
import XCTest

final class SwitchLatestTests: RxTestCase {
    func testSwitchLatestForwardsOnlyTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(
            inners.all.map(\.subscriptions),
            [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]]
        )
    }

    func testCompletesWithTheOuterSequenceWhenTheLatestInnerIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = scheduler.createHotObservable([.next(300, inners.first), .next(400, inners.second), .completed(500)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .completed(500),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testInnerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler, secondFails: true)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .error(450, TestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(inners.all.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    func testErrorOfAReplacedInnerSequenceIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let replaced = scheduler.createColdObservable([.next(10, 1), .error(150, TestError.boom, Int.self)])
        let latest = scheduler.createColdObservable([.next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, replaced), .next(250, latest), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(350, 2), .completed(450)])
        XCTAssertEqual(replaced.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(latest.subscriptions, [Subscription(250, 450)])
    }

    func testOuterErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .error(500, TestError.boom))
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .error(500, TestError.boom),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        // The third inner sequence arrives at 500 just before the error, which ends it at once.
        XCTAssertEqual(
            inners.all.map(\.subscriptions),
            [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 500)]]
        )
    }

    func testDisposalEndsTheCurrentInnerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = inners.outer(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 415) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
        XCTAssertEqual(inners.all.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 415)], []])
    }

    func testFlatMapLatestMapsAndSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start { xs.flatMapLatest { inners.all[$0] } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ]
        )
        XCTAssertEqual(
            inners.all.map(\.subscriptions),
            [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]]
        )
    }

    func testFlatMapLatestThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let res = scheduler.start {
            xs.flatMapLatest { index -> TestableObservable<Int> in
                if index == 1 { throw TestError.boom }
                return inners.all[index]
            }
        }
        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 400)])
    }

    func testSynchronousInnerSequencesAreForwarded() {
        let observer = Recorder<Int>()
        _ = Observable.of(1, 2, 3).flatMapLatest { Observable.of($0, $0 * 10) }.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    func testSwitchingFromAnotherThreadIsSerialized() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let probe = ContractProbe(capacity: 10_000)
        let subscription = outer.flatMapLatest { _ in inner }.subscribe(probe)
        runConcurrently(threads: 2) { thread in
            if thread == 0 {
                for value in 0..<200 { outer.onNext(value) }
            } else {
                for value in 0..<10_000 { inner.onNext(value) }
            }
        }
        XCTAssertFalse(probe.overlapped)
        XCTAssertLessThanOrEqual(probe.count, 10_000)
        subscription.dispose()
        XCTAssertFalse(inner.hasObservers)
    }

    func testReentrantSwitchDropsTheReplacedInnerSequence() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let observer = Recorder<String>()
        let subscription = outer.flatMapLatest { inners[$0] }
            .subscribe(onNext: { value in
                observer.on(.next(value))
                if value == "a" {
                    outer.onNext(1)
                    inners[0].onNext("dropped")
                    inners[1].onNext("b")
                }
            })
        outer.onNext(0)
        inners[0].onNext("a")
        inners[0].onNext("dropped too")
        inners[1].onNext("c")
        XCTAssertEqual(observer.elements, ["a", "b", "c"])
        XCTAssertFalse(inners[0].hasObservers)
        subscription.dispose()
    }

    // MARK: Switching to `just`, which takes a path of its own (no inner subscription)

    func testMarbleFlatMapLatestOverJustForwardsEachElementAndReplacesTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler)
        let xs = scheduler.createHotObservable([
            .next(300, 0), .next(350, -1), .next(400, 1), .next(500, -2), .completed(600),
        ])
        let res = scheduler.start {
            xs.flatMapLatest { index in index < 0 ? Observable.just(index * 1000) : inners.all[index].asObservable() }
        }
        // A `just` ends the inner it replaces at once, and is complete itself, so the outer
        // completion at 600 ends the sequence.
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(350, -1000), .next(410, 201), .next(420, 202),
                .next(430, 203), .next(440, 204), .next(500, -2000), .completed(600),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners.first.subscriptions, [Subscription(300, 350)])
        XCTAssertEqual(inners.all[1].subscriptions, [Subscription(400, 450)])
    }

    func testMarbleOuterCompletionAfterAJustCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMapLatest { Observable.just($0 * 10) } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSwitchingToJustBehavesLikeSwitchingToAnyOtherOneElementSequence() {
        // The same random outer sequences through `just` and through `of`, which is subscribed
        // like any other inner sequence, including a subscription disposed from inside onNext.
        for seed in UInt64(1)...100 {
            var generator = SplitMix64(seed: seed)
            let elements = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                Int.random(in: -5...5, using: &generator)
            }
            let stopAt = Int.random(in: -5...6, using: &generator)
            func run(_ inner: @escaping (Int) -> Observable<Int>) -> [Event<Int>] {
                let outer = PublishSubject<Int>()
                var events: [Event<Int>] = []
                var subscription: Disposable?
                subscription = outer.flatMapLatest(inner).subscribe { event in
                    events.append(event)
                    if event.element == stopAt * 10 { subscription?.dispose() }
                }
                for element in elements { outer.onNext(element) }
                outer.onCompleted()
                subscription?.dispose()
                return events
            }
            let viaJust = run { Observable.just($0 * 10) }
            let viaOf = run { Observable.of($0 * 10) }
            XCTAssertEqual(viaJust, viaOf, "seed \(seed)")
            if viaJust != viaOf { return }
        }
    }
}
