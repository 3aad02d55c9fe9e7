import RxCore
import RxTest
import XCTest

final class ToArrayTests: RxTestCase {
    func testEmitsAllElementsAsOneArrayOnCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<[Int]>()
        recorder.record(subject.toArray().asObservable())
        subject.onNext(1)
        subject.onNext(2)
        recorder.assertEvents([])
        subject.onNext(3)
        subject.onCompleted()
        recorder.assertEvents([.next([1, 2, 3]), .completed])
    }

    func testEmptySourceEmitsAnEmptyArray() {
        let recorder = EventRecorder<[Int]>()
        recorder.record(Observable<Int>.empty().toArray().asObservable())
        recorder.assertEvents([.next([]), .completed])
    }

    func testErrorDropsTheCollectedElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<[Int]>()
        recorder.record(subject.toArray().asObservable())
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testEverySubscriptionCollectsItsOwnArray() {
        let source = Observable.of(1, 2).toArray().asObservable()
        let recorder = EventRecorder<[Int]>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next([1, 2]), .completed, .next([1, 2]), .completed])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<[Int]>()
        let subject = recorder.recordThenDispose { $0.toArray().asObservable() }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<[Int]>()
            recorder.record(Observable.of(1, 2).toArray().asObservable())
        }
    }
}

// MARK: - Virtual time

extension ToArrayTests {
    func testMarbleEmitsTheArrayAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, [2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleEmptyEmitsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.boom, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleNeverAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(disposed: 400) { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.toArray().asObservable() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.toArray().asObservable() }
    }
}
