import RxCore
import RxTest
import XCTest

/// Asserts that the operator built by `build` disposes its hot source itself right after the
/// source's terminal event, as RxSwift's sinks do.
///
/// The result is subscribed with `subscribe(_:)` and a recording observer, which, unlike
/// `TestScheduler.start` and `subscribe(onNext:…)`, does not dispose anything when it receives a
/// terminal event. The source emits `1` at 210, then completes (and, with `failing`, in a second
/// run fails) at 250; its subscription must end at 250.
func assertDisposesTheSourceAfterTerminalEvents<Result>(
    failing: Bool = true,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ build: @escaping (Observable<Int>) -> Observable<Result>
) {
    var endings: [(name: String, event: Recorded<Event<Int>>)] = [("completion", .completed(250))]
    if failing { endings.append(("error", .error(250, OperatorTestError.boom))) }
    for ending in endings {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), ending.event])
        let observer = scheduler.createObserver(Result.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = build(source.asObservable()).subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 250)],
            "the source is still subscribed after its \(ending.name)",
            file: file,
            line: line
        )
        subscription?.dispose()
    }
}
