import RxCore
import RxTest
import XCTest

final class ScanTests: RxTestCase {
    func testEmitsEveryAccumulation() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.scan(10, accumulator: +))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        recorder.assertEvents([.next(11), .next(13), .next(16), .completed])
    }

    func testIntoMutatesTheAccumulatorInPlace() {
        let recorder = EventRecorder<[Int]>()
        recorder.record(Observable.of(1, 2, 3).scan(into: [Int]()) { list, value in list.append(value) })
        recorder.assertEvents([.next([1]), .next([1, 2]), .next([1, 2, 3]), .completed])
    }

    func testEverySubscriptionStartsFromTheSeed() {
        let source = Observable.of(1, 2).scan(0, accumulator: +)
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(1), .next(3), .completed, .next(1), .next(3), .completed])
    }

    func testEmptySourceEmitsNothing() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.empty().scan(0, accumulator: +))
        recorder.assertEvents([.completed])
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.scan(0, accumulator: +))
        subject.onNext(4)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(4), .error(OperatorTestError.boom)])
    }

    func testAccumulatorErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.scan(0) { sum, value in
                if value < 0 { throw OperatorTestError.boom }
                return sum + value
            }
        )
        subject.onNext(1)
        subject.onNext(-1)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testIntoAccumulatorErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2, 3).scan(into: 0) { sum, value in
                if value == 2 { throw OperatorTestError.other }
                sum += value
            }
        )
        recorder.assertEvents([.next(1), .error(OperatorTestError.other)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.scan(0, accumulator: +) }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 2).scan(0, accumulator: +))
            recorder.record(Observable.repeatElement(1).scan(0, accumulator: +).take(3))
        }
    }
}

// MARK: - Virtual time

extension ScanTests {
    func testMarbleEmitsEveryAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.scan(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleIntoEmitsEveryAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])
        let res = scheduler.start { xs.scan(into: "") { text, letter in text += letter } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "ab"), .completed(250)])
    }

    func testMarbleNeverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleAccumulatorErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.scan(0) { sum, value in
                if value == 3 { throw OperatorTestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start(disposed: 215) { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.scan(0, accumulator: +) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.scan(0, accumulator: +) }
    }
}
