import RxCore
import RxTest
import XCTest

// Each RxSwift 5 name must behave as the name it was renamed to. The test methods are deprecated
// themselves: the compiler raises no deprecation warning inside a deprecated declaration, so CI's
// warnings-as-errors build stays clean.
final class ObservableTypeDeprecatedTests: RxTestCase {
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
        ])
    }

    /// Runs `old` and `new` over the same hot source on two schedulers and asserts that both see
    /// `expected` with the same subscription intervals.
    private func assertSameAsRenamed(
        _ expected: [Recorded<Event<Int>>],
        file: StaticString = #filePath,
        line: UInt = #line,
        old: @escaping (Observable<Int>) -> Observable<Int>,
        new: @escaping (Observable<Int>) -> Observable<Int>
    ) {
        var intervals: [[Subscription]] = []
        for build in [old, new] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start { build(xs.asObservable()) }
            XCTAssertEqual(res.events, expected, file: file, line: line)
            intervals.append(xs.subscriptions)
        }
        XCTAssertEqual(intervals[0], intervals[1], file: file, line: line)
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testTakeWhileAndTakeUntilPredicate() {
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .completed(230)],
            old: { $0.takeWhile { $0 < 3 } },
            new: { $0.take(while: { $0 < 3 }) }
        )
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .completed(220)],
            old: { $0.takeUntil(.inclusive) { $0 == 2 } },
            new: { $0.take(until: { $0 == 2 }, behavior: .inclusive) }
        )
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testSkipWhileAndElementAt() {
        assertSameAsRenamed(
            [.next(230, 3), .next(240, 1), .completed(300)],
            old: { $0.skipWhile { $0 < 3 } },
            new: { $0.skip(while: { $0 < 3 }) }
        )
        assertSameAsRenamed(
            [.next(220, 2), .completed(220)],
            old: { $0.elementAt(1) },
            new: { $0.element(at: 1) }
        )
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testTakeUntilAndSkipUntilOtherSequence() {
        var taken: [[Recorded<Event<Int>>]] = []
        for useOld in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let other = scheduler.createHotObservable([.next(225, "stop")])
            let res = scheduler.start { useOld ? xs.takeUntil(other) : xs.take(until: other) }
            taken.append(res.events)
            XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
        }
        XCTAssertEqual(taken[0], [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(taken[0], taken[1])
        var skipped: [[Recorded<Event<Int>>]] = []
        for useOld in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let other = scheduler.createHotObservable([.next(225, "go")])
            let res = scheduler.start { useOld ? xs.skipUntil(other) : xs.skip(until: other) }
            skipped.append(res.events)
        }
        XCTAssertEqual(skipped[0], [.next(230, 3), .next(240, 1), .completed(300)])
        XCTAssertEqual(skipped[0], skipped[1])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testCatchErrorAndCatchErrorJustReturn() {
        let failing: (Observable<Int>) -> Observable<Int> = { source in
            source.map { value in if value == 3 { throw OperatorTestError.boom } else { return value } }
        }
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .next(230, 9), .completed(230)],
            old: { failing($0).catchError { _ in .just(9) } },
            new: { failing($0).catch { _ in .just(9) } }
        )
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .next(230, 8), .completed(230)],
            old: { failing($0).catchErrorJustReturn(8) },
            new: { failing($0).catchAndReturn(8) }
        )
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .next(230, 7), .completed(230)],
            old: { Observable.catchError([failing($0), .just(7)]) },
            new: { Observable.catch(sequence: [failing($0), .just(7)]) }
        )
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testRetryWhen() {
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(OperatorTestError.boom) : .just(attempts)
        }
        let recorder = EventRecorder<Int>()
        recorder.record(flaky.retryWhen { (errors: Observable<Swift.Error>) in errors })
        recorder.assertEvents([.next(3), .completed])
        attempts = 0
        let typed = EventRecorder<Int>()
        typed.record(flaky.retryWhen { (errors: Observable<OperatorTestError>) in errors })
        typed.assertEvents([.next(3), .completed])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testObserveOnSubscribeOnAndTimedTake() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let res = scheduler.start {
            xs.observeOn(scheduler).subscribeOn(scheduler).take(.seconds(25), scheduler: scheduler)
        }
        // observeOn delivers one tick later, subscribeOn subscribes one tick later (TestScheduler
        // runs immediate work at clock + 1), and take(for:) stops at 225.
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 226)])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testOlderNames() {
        assertSameAsRenamed(
            [.next(210, 10), .next(220, 21), .next(230, 32), .next(240, 13), .completed(300)],
            old: { $0.mapWithIndex { $0 * 10 + $1 } },
            new: { $0.enumerated().map { $0.element * 10 + $0.index } }
        )
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        subject.bindTo(observer).addDisposableTo(bag)
        subject.onNext(4)
        XCTAssertEqual(observer.events, [.next(0, 4)])
        XCTAssertTrue(subject.hasObservers)

        var values: [Int] = []
        _ = Observable.from(Optional(5)).subscribe(onNext: { values.append($0) })
        _ = Observable.from(Int?.none).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [5])
    }

    @available(*, deprecated, message: "exercises a deprecated RxCocoa name")
    func testOlderBindingNames() {
        let optionals = TestScheduler(initialClock: 0).createObserver(Int?.self)
        _ = Observable.of(1, 2).bindTo(optionals)
        XCTAssertEqual(optionals.events, [.next(0, 1), .next(0, 2), .completed(0)])

        var log: [String] = []
        _ = Observable.of(3).bindNext { log.append("next \($0)") }
        let described = Observable.just(4).bindTo { source -> String in
            _ = source.subscribe(onNext: { log.append("binder \($0)") })
            return "bound"
        }
        func curried(_ source: Observable<Int>) -> (String) -> Int {
            { prefix in
                _ = source.subscribe(onNext: { log.append("\(prefix) \($0)") })
                return 7
            }
        }
        let curriedResult = Observable.just(5).bindTo(curried, curriedArgument: "curried")
        XCTAssertEqual(log, ["next 3", "binder 4", "curried 5"])
        XCTAssertEqual(described, "bound")
        XCTAssertEqual(curriedResult, 7)
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testIndexedNames() {
        assertSameAsRenamed(
            [.next(230, 3), .next(240, 1), .completed(300)],
            old: { $0.skipWhileWithIndex { _, index in index < 2 } },
            new: { $0.enumerated().skip(while: { $0.index < 2 }).map(\.element) }
        )
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 2), .completed(230)],
            old: { $0.takeWhileWithIndex { _, index in index < 2 } },
            new: { $0.enumerated().take(while: { $0.index < 2 }).map(\.element) }
        )
        assertSameAsRenamed(
            [.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 4), .completed(300)],
            old: { $0.flatMapWithIndex { value, index in Observable.just(value + index) } },
            new: { $0.enumerated().flatMap { Observable.just($0.element + $0.index) } }
        )
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testShareReplayLatestWhileConnectedStartsAfreshAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let shared = xs.shareReplayLatestWhileConnected()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(510, 1), .completed(530)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(500, 530)])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testShareReplayKeepsTheReplayForever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.shareReplay(1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(400) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(late.events, [.next(400, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
