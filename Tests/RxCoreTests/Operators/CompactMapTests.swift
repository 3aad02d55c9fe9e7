import RxCore
import RxTest
import XCTest

final class CompactMapTests: RxTestCase {
    func testEmitsTheNonNilResults() {
        let subject = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.compactMap { Int($0) })
        subject.onNext("1")
        subject.onNext("x")
        subject.onNext("3")
        subject.onCompleted()
        recorder.assertEvents([.next(1), .next(3), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.compactMap { $0 })
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testTransformErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.compactMap { value -> Int? in
                if value == 2 { throw OperatorTestError.boom }
                return value
            }
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.compactMap { $0 } }
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        recorder.assertEvents([.next(1)])
    }

    func testTakeStopsASynchronousSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(Optional(5)).compactMap { $0 }.take(2))
        recorder.assertEvents([.next(5), .next(5), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of("1", "a").compactMap { Int($0) })
            recorder.record(Observable.of(1).compactMap { _ -> Int? in throw OperatorTestError.boom })
        }
    }
}

// MARK: - Virtual time

extension CompactMapTests {
    private func evens(_ value: Int) -> Int? {
        value.isMultiple(of: 2) ? value * 10 : nil
    }

    func testMarbleEmitsNonNilResultsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap(self.evens) }
        XCTAssertEqual(res.events, [.next(220, 20), .next(240, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom), .next(260, 4)])
        let res = scheduler.start { xs.compactMap(self.evens) }
        XCTAssertEqual(res.events, [.next(210, 20), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleTransformErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 3 { throw OperatorTestError.boom }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 6), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.compactMap(self.evens) }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 40)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.compactMap { $0 } }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.compactMap { $0 } }
    }
}
