import RxCore
import RxTest
import XCTest

final class InfallibleUtilityTests: RxTestCase {
    private func burst(_ scheduler: TestScheduler) -> Infallible<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
            .asInfallible(onErrorJustReturn: -1)
    }

    func testDebounceAndThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = burst(scheduler)
        XCTAssertEqual(
            scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }.events,
            [.next(225, 2), .next(250, 3), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let second = burst(other)
        XCTAssertEqual(
            other.start { second.throttle(.seconds(10), scheduler: other) }.events,
            [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let third = TestScheduler(initialClock: 0)
        let thirdSource = burst(third)
        XCTAssertEqual(
            third.start { thirdSource.throttle(.seconds(10), latest: false, scheduler: third) }.events,
            [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func testShareSubscribesOnceForAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) { _ = shared.bind(to: late) }
        let res = scheduler.start { shared }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(late.events, [.next(215, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDoRunsTheSideEffectsInOrder() {
        var log: [String] = []
        _ = Infallible.of(1)
            .do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after next \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .subscribe(onNext: { log.append("got \($0)") })
        XCTAssertEqual(
            log,
            [
                "subscribe", "next 1", "got 1", "after next 1", "completed", "after completed", "subscribed",
                "dispose",
            ])
    }

    func testDebugPrintsTheEvents() {
        let output = captureStandardOutput {
            _ = Infallible.just(1).debug("tag").subscribe()
        }
        XCTAssertTrue(output.contains("tag -> subscribed"), output)
        XCTAssertTrue(output.contains("tag -> Event next(1)"), output)
        XCTAssertTrue(output.contains("tag -> Event completed"), output)
    }
}
