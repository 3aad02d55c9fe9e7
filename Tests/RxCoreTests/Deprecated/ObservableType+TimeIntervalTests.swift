import RxCore
import RxTest
import XCTest

// The seconds-taking overloads must time exactly as the DispatchTimeInterval ones (TestScheduler
// counts one tick per second). Deprecated test methods keep the warnings-as-errors build clean.
final class ObservableTypeTimeIntervalTests: RxTestCase {
    private func run(
        _ build: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
        ])
        let res = scheduler.start { build(xs.asObservable(), scheduler) }
        return (res.events, xs.subscriptions)
    }

    private func assertSameAsDispatchTimeInterval(
        file: StaticString = #filePath,
        line: UInt = #line,
        seconds: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>,
        interval: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        let old = run(seconds)
        let new = run(interval)
        XCTAssertFalse(old.events.isEmpty, file: file, line: line)
        XCTAssertEqual(old.events, new.events, file: file, line: line)
        XCTAssertEqual(old.subscriptions, new.subscriptions, file: file, line: line)
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testTimeShiftingOperators() {
        assertSameAsDispatchTimeInterval(
            seconds: { $0.delay(20, scheduler: $1) }, interval: { $0.delay(.seconds(20), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.delaySubscription(30, scheduler: $1) },
            interval: { $0.delaySubscription(.seconds(30), scheduler: $1) })
        let delayed = run { $0.delay(20, scheduler: $1) }
        XCTAssertEqual(delayed.events.first, .next(230, 1))
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testRateLimitingOperators() {
        assertSameAsDispatchTimeInterval(
            seconds: { $0.throttle(20, scheduler: $1) }, interval: { $0.throttle(.seconds(20), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.debounce(10, scheduler: $1) }, interval: { $0.debounce(.seconds(10), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.skip(20, scheduler: $1) }, interval: { $0.skip(for: .seconds(20), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.take(50, scheduler: $1) }, interval: { $0.take(for: .seconds(50), scheduler: $1) })
        XCTAssertEqual(
            run { $0.take(50, scheduler: $1) }.events, [.next(210, 1), .next(215, 2), .next(240, 3), .completed(250)])
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testTimeoutBufferAndWindow() {
        assertSameAsDispatchTimeInterval(
            seconds: { $0.timeout(30, scheduler: $1) }, interval: { $0.timeout(.seconds(30), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.timeout(30, other: Observable.just(9), scheduler: $1) },
            interval: { $0.timeout(.seconds(30), other: Observable.just(9), scheduler: $1) })
        assertSameAsDispatchTimeInterval(
            seconds: { $0.buffer(timeSpan: 50, count: 10, scheduler: $1).map(\.count) },
            interval: { $0.buffer(timeSpan: .seconds(50), count: 10, scheduler: $1).map(\.count) })
        assertSameAsDispatchTimeInterval(
            seconds: {
                $0.window(timeSpan: 50, count: 10, scheduler: $1).flatMap { $0.toArray().asObservable() }.map(\.count)
            },
            interval: {
                $0.window(timeSpan: .seconds(50), count: 10, scheduler: $1).flatMap { $0.toArray().asObservable() }
                    .map(\.count)
            })
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testIntervalAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(100, scheduler: scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
        let timerScheduler = TestScheduler(initialClock: 0)
        let timer = timerScheduler.start { Observable<Int>.timer(50, period: 100, scheduler: timerScheduler).take(2) }
        XCTAssertEqual(timer.events, [.next(250, 0), .next(350, 1), .completed(350)])
        let onceScheduler = TestScheduler(initialClock: 0)
        let once = onceScheduler.start { Observable<Int>.timer(50, scheduler: onceScheduler) }
        XCTAssertEqual(once.events, [.next(250, 0), .completed(250)])
    }
}
