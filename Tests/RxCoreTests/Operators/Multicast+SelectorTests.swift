import RxCore
import RxTest
import XCTest

final class MulticastSelectorTests: RxTestCase {
    func testTheSelectorsBranchesShareOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 } })
        }
        XCTAssertEqual(res.events, [.next(220, 23), .next(230, 34), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionGetsItsOwnSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var subjectsMade = 0
        let multicast = xs.multicast(
            { () -> ReplaySubject<Int> in
                subjectsMade += 1
                return ReplaySubject.createUnbounded()
            },
            selector: { $0.map { $0 + 100 } }
        )
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = multicast.subscribe(first) }
        scheduler.scheduleAt(300) { _ = multicast.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 102), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 101), .next(320, 102), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
        XCTAssertEqual(subjectsMade, 2)
    }

    func testDisposingDisposesTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .next(1100, 3)])
        let res = scheduler.start(disposed: 500) {
            xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(400, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrowingSelectorsFailWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw OperatorTestError.boom })
        }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
        let secondScheduler = TestScheduler(initialClock: 0)
        let failingSubject = secondScheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw OperatorTestError.other }, selector: { $0 })
        }
        XCTAssertEqual(failingSubject.events, [.error(200, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testReleasesEverything() {
        assertMarbleChainsRelease { source, _ in
            source.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 } })
        }
    }
}
