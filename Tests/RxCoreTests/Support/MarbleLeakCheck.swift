import RxCore
import RxTest
import XCTest

/// Asserts that chains built by `build` release every RxCore object after they complete, after
/// they fail and after they are disposed early, each run on its own `TestScheduler` with a hot
/// source: `1` at 210, `2` at 220, then completion or an error at 250 (disposal at 215).
func assertMarbleChainsRelease<Result>(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ build: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>
) {
    let endings: [(name: String, terminal: Recorded<Event<Int>>, disposed: Int)] = [
        ("completing", .completed(250), 1000),
        ("failing", .error(250, OperatorTestError.boom), 1000),
        ("disposed early", .completed(250), 215),
    ]
    for ending in endings {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), ending.terminal])
            _ = scheduler.start(disposed: ending.disposed) { build(xs.asObservable(), scheduler) }
        }
        XCTAssertEqual(Resources.total, before, "\(ending.name) chain leaked", file: file, line: line)
    }
}
