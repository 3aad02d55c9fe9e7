import RxCore
import RxTest
import XCTest

final class InfallibleFilteringTests: RxTestCase {
    private func run<Result: Equatable>(
        _ events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
        ],
        _ apply: @escaping (Infallible<Int>, TestScheduler) -> Infallible<Result>
    ) -> (events: [Recorded<Event<Result>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start { apply(xs.asInfallible(onErrorJustReturn: -1), scheduler) }
        return (res.events, xs.subscriptions)
    }

    func testFilter() {
        let res = run { source, _ in source.filter { $0 != 2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedForms() {
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
        XCTAssertEqual(run { source, _ in source.distinctUntilChanged() }.events, expected)
        XCTAssertEqual(run { source, _ in source.distinctUntilChanged { $0 } }.events, expected)
        XCTAssertEqual(run { source, _ in source.distinctUntilChanged { $0 == $1 } }.events, expected)
        XCTAssertEqual(
            run { source, _ in source.distinctUntilChanged({ $0 % 2 }, comparer: ==) }.events,
            [
                .next(210, 1), .next(220, 2), .next(240, 3), .completed(250),
            ])
        XCTAssertEqual(run { source, _ in source.distinctUntilChanged(at: \.description) }.events, expected)
    }

    func testTakeForms() {
        let first = run { source, _ in source.take(2) }
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(
            run { source, scheduler in source.take(for: .seconds(25), scheduler: scheduler) }.events,
            [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(
            run { source, _ in source.take(while: { $0 < 2 }) }.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(
            run { source, _ in source.take(while: { $0 < 2 }, behavior: .inclusive) }.events,
            [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(
            run { source, _ in source.take(until: { $0 == 3 }) }.events,
            [.next(210, 1), .next(220, 2), .next(230, 2), .completed(240)])
    }

    func testTakeUntilAnotherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let stop = scheduler.createHotObservable([.next(225, ())])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: ()))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(225)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let trigger = other.createHotObservable([.next(215, "stop")])
        let observed = other.start { ys.asInfallible(onErrorJustReturn: 0).take(until: trigger.asObservable()) }
        XCTAssertEqual(observed.events, [.next(210, 1), .completed(215)])
    }

    func testSkipForms() {
        XCTAssertEqual(
            run { source, _ in source.skip(while: { $0 < 2 }) }.events,
            [.next(220, 2), .next(230, 2), .next(240, 3), .completed(250)])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let start = scheduler.createHotObservable([.next(220, ())])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: start.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(250)])
    }
}
