import RxCore
import RxTest
import XCTest

final class CatchTests: RxTestCase {
    func testSwitchesToTheHandlersSequenceOnError() {
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        var caught: [OperatorTestError] = []
        let recorder = EventRecorder<Int>()
        recorder.record(
            source.catch { error in
                caught.append(error as! OperatorTestError)
                return fallback.asObservable()
            }
        )
        source.onNext(1)
        XCTAssertFalse(fallback.hasObservers)
        source.onError(OperatorTestError.boom)
        XCTAssertFalse(source.hasObservers)
        XCTAssertTrue(fallback.hasObservers)
        fallback.onNext(2)
        fallback.onCompleted()
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(caught, [.boom])
        XCTAssertFalse(fallback.hasObservers)
    }

    func testCompletionDoesNotCallTheHandler() {
        var calls = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2).catch { _ in
                calls += 1
                return .just(0)
            }
        )
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(calls, 0)
    }

    func testHandlerErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).catch { _ in throw OperatorTestError.other })
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testFallbackErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.error(OperatorTestError.boom).catch { _ in .error(OperatorTestError.other) }
        )
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testCatchAndReturnEndsWithTheElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).startWith(1).catchAndReturn(9))
        recorder.assertEvents([.next(1), .next(9), .completed])
    }

    func testDisposeBeforeTheErrorUnsubscribesTheSource() {
        let source = PublishSubject<Int>()
        let subscription = EventRecorder<Int>().record(source.catchAndReturn(0))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testDisposeAfterTheErrorUnsubscribesTheFallback() {
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.catch { _ in fallback.asObservable() })
        source.onError(OperatorTestError.boom)
        fallback.onNext(1)
        subscription.dispose()
        XCTAssertFalse(fallback.hasObservers)
        fallback.onNext(2)
        recorder.assertEvents([.next(1)])
    }

    func testDownstreamTakeStopsASynchronousFallback() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).catch { _ in .repeatElement(4) }.take(2))
        recorder.assertEvents([.next(4), .next(4), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int>().record(Observable<Int>.error(OperatorTestError.boom).catchAndReturn(1))
            EventRecorder<Int>().record(Observable.just(1).catchAndReturn(1))
            let source = PublishSubject<Int>()
            EventRecorder<Int>().record(source.catchAndReturn(1)).dispose()
        }
    }
}

// MARK: - Virtual time

extension CatchTests {
    private func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, OperatorTestError.boom),
        ])
    }

    func testMarbleSwitchesToTheFallbackAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = failing(scheduler)
        let o2 = scheduler.createHotObservable([.next(225, 99), .next(240, 4), .completed(250)])
        var handled: [Int] = []
        let res = scheduler.start {
            o1.catch { _ in
                handled.append(scheduler.clock)
                return o2.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(handled, [230])
    }

    func testMarbleColdFallbackStartsAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = failing(scheduler)
        let o2 = scheduler.createColdObservable([.next(10, 5), .error(20, OperatorTestError.other)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 5), .error(250, OperatorTestError.other)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testMarbleCompletionNeverSubscribesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [])
    }

    func testMarbleHandlerErrorFailsAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = failing(scheduler)
        let res = scheduler.start { o1.catch { _ in throw OperatorTestError.other } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, OperatorTestError.other)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testMarbleCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = failing(scheduler)
        let res = scheduler.start { o1.catchAndReturn(100) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 100), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testMarbleDisposeBeforeAndAfterTheSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = failing(scheduler)
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let before = scheduler.start(disposed: 225) { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(before.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(o2.subscriptions, [])

        let second = TestScheduler(initialClock: 0)
        let p1 = failing(second)
        let p2 = second.createHotObservable([.next(240, 4), .completed(250)])
        let after = second.start(disposed: 235) { p1.catch { _ in p2.asObservable() } }
        XCTAssertEqual(after.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(p1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(p2.subscriptions, [Subscription(230, 235)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.catch { _ in .just(9) } }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.catch { _ in .empty() } }
    }
}
