import RxCore
import RxTest
import XCTest

final class ReduceTests: RxTestCase {
    func testEmitsTheFinalAccumulationOnCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.reduce(10, accumulator: +))
        subject.onNext(1)
        subject.onNext(2)
        recorder.assertEvents([])
        subject.onCompleted()
        recorder.assertEvents([.next(13), .completed])
    }

    func testMapResultTransformsTheFinalValue() {
        let recorder = EventRecorder<String>()
        recorder.record(Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }))
        recorder.assertEvents([.next("sum 6"), .completed])
    }

    func testEmptySourceEmitsTheSeed() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.empty().reduce(42, accumulator: +))
        recorder.assertEvents([.next(42), .completed])
    }

    func testForwardsTheSourceErrorWithoutAResult() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.reduce(0, accumulator: +))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testAccumulatorErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.reduce(0) { sum, value in
                if value == 2 { throw OperatorTestError.boom }
                return sum + value
            }
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testMapResultErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1).reduce(0, accumulator: +, mapResult: { _ -> Int in throw OperatorTestError.other })
        )
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.reduce(0, accumulator: +) }
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        recorder.assertEvents([])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 2).reduce(0, accumulator: +))
            recorder.record(Observable<Int>.error(OperatorTestError.boom).reduce(0, accumulator: +))
        }
    }
}

// MARK: - Virtual time

extension ReduceTests {
    func testMarbleEmitsTheResultAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 51), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleEmptyEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 2 }) }
        XCTAssertEqual(res.events, [.next(250, 84), .completed(250)])
    }

    func testMarbleNeverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleAccumulatorErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0) { sum, value in
                if value == 3 { throw OperatorTestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleMapResultErrorFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw OperatorTestError.other })
        }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.reduce(0, accumulator: +) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.reduce(0, accumulator: +) }
    }
}
