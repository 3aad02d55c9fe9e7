import RxCore
import RxTest
import XCTest

final class GroupByTests: RxTestCase {
    private func parityEvents() -> [Recorded<Event<Int>>] {
        [.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)]
    }

    func testEmitsAGroupWhenAKeyFirstAppears() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(parityEvents())
        let res = scheduler.start { xs.groupBy { $0 % 2 == 0 ? "even" : "odd" }.map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "odd"), .next(220, "even"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachGroupGetsItsElementsFromTheOneThatOpenedIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(parityEvents())
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(
            res.events, [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .next(240, "0:4"), .completed(300)])
    }

    func testASourceErrorEndsEveryGroupThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, OperatorTestError.boom)])
        let groupEvents = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.do(onNext: { group in _ = group.subscribe(groupEvents) }).map(\.key)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .error(230, OperatorTestError.boom)])
        XCTAssertEqual(
            groupEvents.events,
            [.next(210, 1), .next(220, 2), .error(230, OperatorTestError.boom), .error(230, OperatorTestError.boom)])
    }

    func testAThrowingKeySelectorFailsTheResultAndTheGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let groupEvents = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.groupBy { value -> Int in
                if value == 2 { throw OperatorTestError.boom }
                return value
            }
            .do(onNext: { group in _ = group.subscribe(groupEvents) })
            .map(\.key)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(groupEvents.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAGroupSubscriptionKeepsTheSourceAliveAfterTheResultIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .next(280, 5)])
        let odd = scheduler.createObserver(Int.self)
        var oddSubscription: Disposable?
        scheduler.scheduleAt(270) { oddSubscription?.dispose() }
        let res = scheduler.start(disposed: 250) {
            xs.groupBy { $0 % 2 }
                .do(onNext: { group in
                    if group.key == 1 { oddSubscription = group.subscribe(odd) }
                })
                .map(\.key)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(odd.events, [.next(210, 1), .next(260, 3)])
        // The result ended at 250, the odd group's subscription at 270: the source lasts until then.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testWithoutGroupSubscriptionsDisposingTheResultDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.groupBy { $0 }.map(\.key) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testALateGroupSubscriberMissesEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let late = scheduler.createObserver(Int.self)
        var lateGroup: GroupedObservable<Int, Int>?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(225) { lateSubscription = lateGroup?.subscribe(late) }
        let res = scheduler.start { xs.groupBy { $0 % 2 }.do(onNext: { lateGroup = $0 }).map(\.key) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(late.events, [.next(230, 3), .completed(300)])
        lateSubscription?.dispose()
    }

    func testGroupedObservableExposesKeyAndSource() {
        let group = GroupedObservable(key: "k", source: Observable.of(1, 2))
        XCTAssertEqual(group.key, "k")
        var seen: [Int] = []
        _ = group.asObservable().subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [1, 2])
    }

    func testReleasesResources() {
        assertMarbleChainsRelease { source, _ in
            source.groupBy { $0 % 2 }.flatMap { $0 }
        }
    }
}
