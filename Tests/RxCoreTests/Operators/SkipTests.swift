import RxCore
import RxTest
import XCTest

final class SkipTests: RxTestCase {
    func testDropsTheFirstElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(2))
        for value in 1...4 { subject.onNext(value) }
        subject.onCompleted()
        recorder.assertEvents([.next(3), .next(4), .completed])
    }

    func testZeroAndNegativeDropNothing() {
        let zero = EventRecorder<Int>()
        zero.record(Observable.of(1, 2).skip(0))
        zero.assertEvents([.next(1), .next(2), .completed])
        let negative = EventRecorder<Int>()
        negative.record(Observable.of(1, 2).skip(-3))
        negative.assertEvents([.next(1), .next(2), .completed])
    }

    func testSkippingMoreThanAvailableOnlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).skip(5))
        recorder.assertEvents([.completed])
    }

    func testForwardsAnErrorWhileSkipping() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(3))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testEverySubscriptionCountsAgain() {
        let source = Observable.of(1, 2, 3).skip(2)
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(3), .completed, .next(3), .completed])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose(sending: []) { $0.skip(1) }
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).skip(2).take(2))
        }
    }
}

// MARK: - Virtual time

extension SkipTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .completed(690),
        ])
    }

    func testMarbleDropsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEqual(res.events, [.next(280, 1), .next(300, -1), .completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testMarbleSkippingEverythingOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEqual(res.events, [.completed(690)])
    }

    func testMarbleZeroForwardsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events.count, 6)
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 275) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(230, 13), .next(270, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.skip(1) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.skip(1) }
    }
}
