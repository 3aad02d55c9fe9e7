import RxCore
import RxTest
import XCTest

final class IgnoreElementsTests: RxTestCase {
    func testForwardsOnlyCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Never>()
        recorder.record(subject.ignoreElements())
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertTrue(recorder.events.isEmpty)
        subject.onCompleted()
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertTrue(recorder.events.first?.isCompleted == true)
    }

    func testForwardsTheError() {
        let recorder = EventRecorder<Never>()
        recorder.record(Observable.of(1, 2).thenFail(with: OperatorTestError.boom).ignoreElements())
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? OperatorTestError, .boom)
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Never>().record(subject.ignoreElements())
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Never>().record(Observable.of(1, 2).ignoreElements())
        }
    }
}

// MARK: - Virtual time

extension IgnoreElementsTests {
    func testMarbleForwardsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.ignoreElements().materialize() }
        XCTAssertEqual(res.events.map(\.time), [250, 250])
        XCTAssertTrue(res.events.first?.value.element?.isCompleted == true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 250)
        XCTAssertEqual(res.events.first?.value.error as? OperatorTestError, .boom)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleNeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.ignoreElements() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.ignoreElements() }
    }
}
