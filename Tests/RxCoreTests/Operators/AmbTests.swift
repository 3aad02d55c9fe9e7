import RxCore
import RxTest
import XCTest

final class AmbTests: RxTestCase {
    func testNeverAndNeverStaysSilent() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1)])
        let right = scheduler.createHotObservable([.next(150, 2)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletionCountsAsReacting() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { never.amb(empty) }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 225)])
    }

    func testLeftWinsAndTheRightIsDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(250)])
        let right = scheduler.createHotObservable([.next(150, 1), .next(220, 10), .next(230, 11), .completed(250)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testRightWinsAndTheLeftIsDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1), .next(220, 10), .next(230, 11), .completed(250)])
        let right = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(260)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(260)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 260)])
    }

    func testErrorCountsAsReacting() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom, Int.self)])
        let right = scheduler.createHotObservable([.next(150, 1), .next(220, 10), .completed(250)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testWinnersErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let right = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalBeforeAnyReaction() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(310, 1)])
        let right = scheduler.createHotObservable([.next(320, 2)])
        let res = scheduler.start(disposed: 300) { left.amb(right) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 300)])
    }

    func testStaticAmbPicksTheFirstToReact() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(240, 1), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let third = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let res = scheduler.start { Observable.amb([first, second, third].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(third.subscriptions, [Subscription(200, 220)])
    }

    func testStaticAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }

    func testSynchronousLeftWinsBeforeTheRightIsSubscribed() {
        let observer = Recorder<Int>()
        var rightSubscribed = false
        let right = Observable<Int>.create { _ in
            rightSubscribed = true
            return Disposables.create()
        }
        _ = Observable.just(1).amb(right).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .completed])
        XCTAssertTrue(rightSubscribed, "RxSwift subscribes both sides")
    }

    func testConcurrentSidesDeliverOnlyTheWinner() {
        let count = 5_000
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let probe = ContractProbe(capacity: 2 * count)
        let subscription = left.amb(right).subscribe(probe)
        runConcurrently(threads: 2) { thread in
            let source = thread == 0 ? left : right
            for value in thread * count..<(thread + 1) * count { source.onNext(value) }
            source.onCompleted()
        }
        XCTAssertFalse(probe.overlapped)
        XCTAssertEqual(probe.count, count)
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
        subscription.dispose()
    }
}
