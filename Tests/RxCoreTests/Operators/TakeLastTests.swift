import RxCore
import RxTest
import XCTest

final class TakeLastTests: RxTestCase {
    func testEmitsTheLastElementsOnCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.takeLast(3))
        for value in 1...7 { subject.onNext(value) }
        recorder.assertEvents([])
        subject.onCompleted()
        recorder.assertEvents([.next(5), .next(6), .next(7), .completed])
    }

    func testFewerElementsThanCountEmitsThemAll() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).takeLast(5))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testExactlyCountElementsKeepsTheirOrder() {
        for count in 1...6 {
            for total in 0...10 {
                let recorder = EventRecorder<Int>()
                recorder.record(Observable.range(start: 0, count: total).takeLast(count))
                let kept = Array(max(0, total - count)..<total)
                XCTAssertEqual(recorder.events, kept.map { .next($0) } + [.completed], "count \(count), total \(total)")
            }
        }
    }

    func testZeroOnlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).takeLast(0))
        recorder.assertEvents([.completed])
    }

    func testErrorDropsTheBufferedElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.takeLast(2))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDownstreamTakeStopsTheDrain() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: 0, count: 10).takeLast(5).take(2))
        recorder.assertEvents([.next(5), .next(6), .completed])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.takeLast(1) }
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        recorder.assertEvents([])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.range(start: 0, count: 10).takeLast(3))
        }
    }
}

// MARK: - Virtual time

extension TakeLastTests {
    func testMarbleEmitsTheTailAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(250, 4), .next(250, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testMarbleErrorDropsTheTail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleNeverAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.takeLast(1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.takeLast(1) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.takeLast(1) }
    }
}
