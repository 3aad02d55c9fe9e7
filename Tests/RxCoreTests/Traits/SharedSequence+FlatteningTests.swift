import RxCore
import RxTest
import XCTest

final class SharedSequenceFlatteningTests: RxTestCase {
    // Outer: a hot source of inner indexes; inners: cold sources started when they arrive.
    private func run(
        _ build: @escaping (Driver<Driver<String>>) -> Driver<String>
    ) -> (events: [Recorded<Event<String>>], inner: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .completed(400)])
        let inners = [
            scheduler.createColdObservable([.next(10, "a"), .next(40, "b"), .completed(50)]),
            scheduler.createColdObservable([.next(5, "x"), .completed(20)]),
        ]
        var events: [Recorded<Event<String>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    build(outer.asDriver(onErrorJustReturn: -1).map { inners[$0].asDriver(onErrorJustReturn: "?") })
                }.events
        }
        return (events, inners.map(\.subscriptions))
    }

    func testSwitchLatestDisposesThePreviousInner() {
        let result = run { $0.switchLatest() }
        // A driver delivers on its scheduler, one tick after each source event in TestScheduler,
        // and an inner is disposed when its completion arrives there.
        XCTAssertEqual(result.events, [.next(222, "a"), .next(247, "x"), .completed(401)])
        XCTAssertEqual(result.inner, [[Subscription(211, 241)], [Subscription(241, 262)]])
    }

    func testMergeKeepsEveryInner() {
        let result = run { $0.merge() }
        XCTAssertEqual(result.events, [.next(222, "a"), .next(247, "x"), .next(252, "b"), .completed(401)])
        XCTAssertEqual(result.inner, [[Subscription(211, 262)], [Subscription(241, 262)]])
    }

    func testMergeWithMaxConcurrentQueuesInners() {
        let result = run { $0.merge(maxConcurrent: 1) }
        XCTAssertEqual(result.events, [.next(222, "a"), .next(252, "b"), .next(268, "x"), .completed(401)])
        XCTAssertEqual(result.inner, [[Subscription(211, 262)], [Subscription(262, 283)]])
    }
}
