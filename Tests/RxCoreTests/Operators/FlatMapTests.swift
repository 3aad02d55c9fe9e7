import RxCore
import RxTest
import XCTest

final class FlatMapTests: RxTestCase {
    // Element `n` maps to `inners[n - 1]`, which emits `10n` and `10n + 1` and completes 30 ticks
    // after it is subscribed.
    private func makeInners(_ scheduler: TestScheduler, failingAt failing: Int? = nil) -> [TestableObservable<Int>] {
        (1...3).map { value in
            scheduler.createColdObservable([
                .next(10, value * 10),
                value == failing ? .error(15, TestError.boom) : .next(20, value * 10 + 1),
                .completed(30),
            ])
        }
    }

    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(400))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(300, 3), end])
    }

    func testFlatMapMergesEveryInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.flatMap { inners[$0 - 1] } }
        XCTAssertEqual(
            res.events,
            [
                .next(220, 10), .next(230, 11), .next(230, 20), .next(240, 21), .next(310, 30), .next(320, 31),
                .completed(400),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(220, 250)], [Subscription(300, 330)]])
    }

    func testFlatMapCompletesAfterTheLastInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(235)])
        let res = scheduler.start { xs.flatMap { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(230, 20), .next(240, 21), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testInnerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler, failingAt: 2)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.flatMap { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(230, 20), .error(235, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 235)], [Subscription(220, 235)], []])
    }

    func testOuterErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = makeSource(scheduler, end: .error(225, TestError.boom))
        let res = scheduler.start { xs.flatMap { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(225, TestError.boom)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 225)], [Subscription(220, 225)], []])
    }

    func testThrowingSelectorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = makeSource(scheduler)
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return inners[value - 1]
            }
        }
        // The hot source's event at 220 was scheduled before the inner sequence's, so it comes first.
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 220)], [], []])
    }

    func testDisposalEndsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = makeSource(scheduler)
        let res = scheduler.start(disposed: 235) { xs.flatMap { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(230, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 235)], [Subscription(220, 235)], []])
    }

    func testSynchronousInnerSequencesKeepTheirOrder() {
        let observer = Recorder<Int>()
        _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceIsActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = makeSource(scheduler)
        var selected: [Int] = []
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                selected.append(value)
                return inners[value - 1]
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(310, 30), .next(320, 31), .completed(400)])
        XCTAssertEqual(selected, [1, 3])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [], [Subscription(300, 330)]])
    }

    func testFlatMapFirstAcceptsAnElementAfterTheInnerSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(245, 2), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(255, 20), .next(265, 21), .completed(300)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(245, 275)], []])
    }

    func testFlatMapFirstErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler, failingAt: 1)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.flatMapFirst { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 225)])
    }
}
