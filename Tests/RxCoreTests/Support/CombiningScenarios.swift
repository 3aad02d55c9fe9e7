import RxCore
import RxTest
import XCTest

/// The marble scenarios in which `combineLatest` and `zip` of a collection behave alike: how
/// they complete, fail and dispose their sources. Each test file runs them with its operator.
struct CombiningScenarios {
    /// Combines the sources, summing one element of each.
    let combine: ([Observable<Int>]) -> Observable<Int>

    private func run(
        _ sources: [[Recorded<Event<Int>>]],
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources.map { scheduler.createHotObservable($0) }
        let res = scheduler.start(disposed: disposed) { combine(xs.map { $0.asObservable() }) }
        return (res.events, xs.map(\.subscriptions))
    }

    /// A source that never emits keeps the result open; a source that completes is disposed.
    func assertNeverAndEmptyNeverCompletes(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([[.next(150, 1)], [.next(150, 1), .completed(210)]])
        XCTAssertEqual(result.events, [], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 1000)], [Subscription(200, 210)]], file: file, line: line)
    }

    func assertEmptyAndEmptyCompletesWhenBothComplete(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([[.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)]])
        XCTAssertEqual(result.events, [.completed(220)], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 210)], [Subscription(200, 220)]], file: file, line: line)
    }

    /// An element that can never be combined, because every other source completed empty,
    /// completes the result.
    func assertElementThatCanNeverBeCombinedCompletes(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([[.next(150, 1), .completed(210)], [.next(150, 1), .next(215, 2), .completed(220)]])
        XCTAssertEqual(result.events, [.completed(215)], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 210)], [Subscription(200, 215)]], file: file, line: line)
    }

    func assertErrorFailsAndDisposesEverySource(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([
            [.next(150, 1), .next(215, 2), .completed(300)], [.next(150, 1), .error(220, TestError.boom)],
        ])
        XCTAssertEqual(result.events, [.error(220, TestError.boom)], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 220)], [Subscription(200, 220)]], file: file, line: line)
    }

    func assertFirstErrorWins(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([
            [.next(150, 1), .error(220, TestError.other(1))], [.next(150, 1), .error(230, TestError.other(2))],
        ])
        XCTAssertEqual(result.events, [.error(220, TestError.other(1))], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 220)], [Subscription(200, 220)]], file: file, line: line)
    }

    func assertErrorAfterTheOtherSourceCompleted(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([[.next(150, 1), .completed(210)], [.next(150, 1), .error(220, TestError.boom)]])
        XCTAssertEqual(result.events, [.error(220, TestError.boom)], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 210)], [Subscription(200, 220)]], file: file, line: line)
    }

    func assertDisposalEndsEverySubscription(file: StaticString = #filePath, line: UInt = #line) {
        let result = run(
            [[.next(210, 1), .next(310, 3), .completed(400)], [.next(220, 2), .next(320, 4), .completed(400)]],
            disposed: 300
        )
        XCTAssertEqual(result.events, [.next(220, 3)], file: file, line: line)
        XCTAssertEqual(
            result.subscriptions, [[Subscription(200, 300)], [Subscription(200, 300)]], file: file, line: line)
    }

    func assertNoSourcesCompletesAtOnce(file: StaticString = #filePath, line: UInt = #line) {
        let result = run([])
        XCTAssertEqual(result.events, [.completed(200)], file: file, line: line)
    }
}
