import RxCore
import RxTest
import XCTest

/// Signals and drivers combine where RxCocoa lets them: the result keeps the strategy RxCocoa
/// gives it.
final class SharedSequenceMixingTests: RxTestCase {
    func testSignalWithLatestFromADriverIsASignal() {
        for uppercased in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let taps = scheduler.createHotObservable([.next(205, ()), .next(230, ()), .next(260, ())])
                let text = scheduler.createHotObservable([.next(220, "a"), .next(250, "ab")])
                let tapped = taps.asSignal(onErrorJustReturn: ())
                let typed = text.asDriver(onErrorJustReturn: "")
                let signal: Signal<String> =
                    uppercased
                    ? tapped.withLatestFrom(typed) { _, text in text.uppercased() }
                    : tapped.withLatestFrom(typed)
                let res = scheduler.start { signal }
                let expected = uppercased ? ["A", "AB"] : ["a", "ab"]
                XCTAssertEqual(res.events, [.next(231, expected[0]), .next(261, expected[1])])
                XCTAssertEqual(taps.subscriptions, [Subscription(200, 1000)])
                XCTAssertEqual(text.subscriptions, [Subscription(200, 1000)])
            }
        }
    }

    func testSignalFlatMapLatestToDriversIsADriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let queries = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
            let results: Driver<String> = queries.asSignal(onErrorJustReturn: 0).flatMapLatest { query in
                Driver.just("result \(query)")
            }
            let res = scheduler.start { results }
            XCTAssertEqual(res.events, [.next(212, "result 1"), .next(242, "result 2"), .completed(401)])
        }
    }

    func testDriverFlatMapToSignalsAndFlatMapFirstKeepTheInnerStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
            let merged: Signal<Int> = source.asDriver(onErrorJustReturn: 0).flatMap { value in
                Signal.just(value * 10)
            }
            let res = scheduler.start { merged }
            XCTAssertEqual(res.events, [.next(212, 10), .next(217, 20), .completed(301)])
        }
        let another = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: another) {
            let source = another.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
            let inner = another.createColdObservable([.next(5, "x"), .completed(20)])
            let first: Driver<String> = source.asSignal(onErrorJustReturn: 0).flatMapFirst { _ in
                inner.asDriver(onErrorJustReturn: "")
            }
            let res = another.start { first }
            XCTAssertEqual(res.events, [.next(217, "x"), .next(247, "x")])
        }
    }
}
