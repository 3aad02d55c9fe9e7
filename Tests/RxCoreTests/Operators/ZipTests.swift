import RxCore
import RxTest
import XCTest

final class ZipTests: RxTestCase {
    private let scenarios = CombiningScenarios { Observable.zip($0) { $0.reduce(0, +) } }

    func testNeverAndEmptyNeverCompletes() { scenarios.assertNeverAndEmptyNeverCompletes() }

    func testEmptyAndEmptyCompletesWhenBothComplete() { scenarios.assertEmptyAndEmptyCompletesWhenBothComplete() }

    func testCollectionCompletesWhenAnElementCanNeverBePaired() {
        scenarios.assertElementThatCanNeverBeCombinedCompletes()
    }

    func testErrorFailsAndDisposesEverySource() { scenarios.assertErrorFailsAndDisposesEverySource() }

    func testFirstErrorWins() { scenarios.assertFirstErrorWins() }

    func testErrorAfterTheOtherSourceCompleted() { scenarios.assertErrorAfterTheOtherSourceCompleted() }

    func testDisposalEndsEverySubscription() { scenarios.assertDisposalEndsEverySubscription() }

    func testNoSourcesCompletesAtOnce() { scenarios.assertNoSourcesCompletesAtOnce() }

    // RxSwift's fixed-arity zip waits for every source to complete (its ZipSink), unlike the
    // collection form above.
    func testFixedArityWaitsForEverySourceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let single = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(empty, single) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(single.subscriptions, [Subscription(200, 220)])
    }

    func testLeftCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let right = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
        let res = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 225)])
    }

    func testPairsElementsByIndexAndQueuesTheFasterSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let fast = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let slow = scheduler.createHotObservable([.next(150, 0), .next(215, 10), .next(250, 20), .completed(260)])
        let res = scheduler.start { Observable.zip([fast, slow]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(250, 22), .completed(260)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 260)])
    }

    func testArrayFormEmitsArraysInCollectionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(240)])
        let second = scheduler.createHotObservable([.next(215, 2), .next(230, 4), .completed(250)])
        let res = scheduler.start { Observable.zip([first, second]) }
        XCTAssertEqual(res.events, [.next(215, [1, 2]), .next(230, [3, 4]), .completed(250)])
    }

    func testFixedArityErrorFailsAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let second = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.zip(second, first) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingSelectorFailsAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let second = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
        let res = scheduler.start {
            Observable.zip(first, second) { left, right -> Int in
                if left == 2 { throw TestError.boom }
                return left + right
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(230, TestError.boom)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 230)])
    }

    func testLongQueueKeepsOrder() {
        let observer = Recorder<Int>()
        _ = Observable.zip(Observable.from(Array(0..<1_000)), Observable.from(Array(0..<1_000))) { $0 * 1_000 + $1 }
            .subscribe(observer)
        XCTAssertEqual(observer.elements, (0..<1_000).map { $0 * 1_000 + $0 })
        XCTAssertEqual(observer.events.last, .completed)
    }

    func testConcurrentSourcesPairInOrder() {
        let count = 10_000
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let probe = ContractProbe(capacity: count)
        let subscription = Observable.zip(left, right) { value, other -> Int in
            precondition(value == other, "zip paired \(value) with \(other)")
            return value
        }
        .subscribe(probe)
        runConcurrently(threads: 2) { thread in
            let source = thread == 0 ? left : right
            for value in 0..<count { source.onNext(value) }
            source.onCompleted()
        }
        probe.assertContract(received: 0..<count, terminal: .completed)
        subscription.dispose()
    }
}
