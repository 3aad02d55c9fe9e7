import RxCore
import RxTest
import XCTest

final class SharedSequenceOperatorsTests: RxTestCase {
    /// Runs `build` on a driver of the hot events in virtual time and returns the recorded events.
    private func run<Result>(
        _ events: [Recorded<Event<Int>>],
        _ build: @escaping (Driver<Int>) -> Driver<Result>
    ) -> [Recorded<Event<Result>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var recorded: [Recorded<Event<Result>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            recorded = scheduler.start { build(xs.asDriver(onErrorJustReturn: -1)) }.events
        }
        return recorded
    }

    private let source: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 2), .completed(300)]

    func testMapFilterCompactMap() {
        XCTAssertEqual(
            run(source) { $0.map { $0 * 10 } }, [.next(211, 10), .next(221, 20), .next(231, 20), .completed(301)])
        XCTAssertEqual(run(source) { $0.filter { $0 > 1 } }, [.next(221, 2), .next(231, 2), .completed(301)])
        XCTAssertEqual(
            run(source) { $0.compactMap { $0 == 1 ? nil : "\($0)" } },
            [.next(221, "2"), .next(231, "2"), .completed(301)]
        )
    }

    func testDistinctUntilChangedVariants() {
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(301)]
        XCTAssertEqual(run(source) { $0.distinctUntilChanged() }, expected)
        XCTAssertEqual(run(source) { $0.distinctUntilChanged { $0 } }, expected)
        XCTAssertEqual(run(source) { $0.distinctUntilChanged { $0 == $1 } }, expected)
        XCTAssertEqual(run(source) { $0.distinctUntilChanged(at: \.self) }, expected)
    }

    func testStartWithScanSkipDo() {
        XCTAssertEqual(
            run(source) { $0.startWith(0) },
            [.next(200, 0), .next(211, 1), .next(221, 2), .next(231, 2), .completed(301)]
        )
        XCTAssertEqual(
            run(source) { $0.scan(0, accumulator: +) }, [.next(211, 1), .next(221, 3), .next(231, 5), .completed(301)])
        XCTAssertEqual(run(source) { $0.skip(2) }, [.next(231, 2), .completed(301)])
        var seen: [Int] = []
        XCTAssertEqual(run(source) { $0.do(onNext: { seen.append($0) }) }.count, 4)
        XCTAssertEqual(seen, [1, 2, 2])
    }

    func testTimeOperatorsRunOnTheSharingScheduler() {
        XCTAssertEqual(
            run(source) { $0.debounce(.seconds(5)) },
            [.next(216, 1), .next(226, 2), .next(236, 2), .completed(301)]
        )
        XCTAssertEqual(run(source) { $0.debounce(.seconds(15)) }, [.next(246, 2), .completed(301)])
        XCTAssertEqual(
            run(source) { $0.throttle(.seconds(15)) },
            [.next(211, 1), .next(226, 2), .next(241, 2), .completed(301)]
        )
        XCTAssertEqual(run(source) { $0.delay(.seconds(100)) }.first, .next(311, 1))
    }

    func testFlatMapLatestFlatMapAndFlatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let outer = xs.asDriver(onErrorJustReturn: 0)
            let latest = scheduler.start {
                outer.flatMapLatest { value in Driver<Int>.timer(.seconds(10)).map { _ in value } }
            }
            XCTAssertEqual(latest.events, [.next(226, 2), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler2) {
            let outer = ys.asDriver(onErrorJustReturn: 0)
            let all = scheduler2.start { outer.flatMap { value in Driver<Int>.timer(.seconds(10)).map { _ in value } } }
            XCTAssertEqual(all.events, [.next(221, 1), .next(226, 2), .completed(301)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler3) {
            let outer = zs.asDriver(onErrorJustReturn: 0)
            let first = scheduler3.start {
                outer.flatMapFirst { value in Driver<Int>.timer(.seconds(10)).map { _ in value } }
            }
            XCTAssertEqual(first.events, [.next(221, 1), .completed(301)])
        }
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let first = xs.asDriver(onErrorJustReturn: 0)
            let second = ys.asDriver(onErrorJustReturn: "")
            let combined = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
            XCTAssertEqual(combined.events, [.next(231, "2a"), .completed(301)])
            let latest = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                first.withLatestFrom(second)
            }
            XCTAssertEqual(latest.events, [])
        }
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in
            mocking(scheduler) {
                // Built here, while the test scheduler is the sharing scheduler: a driver built
                // later, inside the selector, would use the main scheduler.
                let inner = Driver.just(1)
                return source.asDriver(onErrorJustReturn: 0).map { $0 + 1 }.filter { $0 > 0 }.distinctUntilChanged()
                    .debounce(.seconds(1)).flatMapLatest { _ in inner }
            }
        }
    }
}
