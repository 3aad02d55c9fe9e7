import RxCore
import RxTest
import XCTest

final class TakeUntilTests: RxTestCase {
    func testOtherElementCompletesAndDisposesBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onNext(1)
        source.onNext(2)
        other.onNext("stop")
        source.onNext(3)
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testOtherErrorFailsTheSequence() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onNext(1)
        other.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
        XCTAssertFalse(source.hasObservers)
    }

    func testOtherCompletingIsDisposedAndTheSourceContinues() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        other.onCompleted()
        source.onNext(1)
        source.onCompleted()
        recorder.assertEvents([.next(1), .completed])
    }

    func testSourceTerminationDisposesTheOther() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onError(OperatorTestError.other)
        XCTAssertFalse(other.hasObservers)
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testSubscribesToTheOtherFirst() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        let subscription = source.take(until: other).subscribe()
        XCTAssertEqual(order, ["other", "source"])
        subscription.dispose()
    }

    func testSynchronousOtherCompletesBeforeTheSourceEmits() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(until: Observable.just(0)))
        recorder.assertEvents([.completed])
    }

    func testDisposeUnsubscribesFromBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.take(until: other))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testConcurrentSourceAndOtherDeliverAValidSequence() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            let recorder = ConcurrentRecorder<Int>()
            let subscription = source.take(until: other).subscribe(recorder.observer)
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                if lane == 0 {
                    for value in 0..<200 { source.onNext(value) }
                } else {
                    other.onNext(0)
                }
            }
            let events = recorder.events
            XCTAssertFalse(recorder.sawOverlap)
            XCTAssertEqual(events.last, .completed)
            XCTAssertEqual(events.dropLast().map(\.element), Array(0..<(events.count - 1)).map { Optional($0) })
            subscription.dispose()
        }
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            let other = PublishSubject<Int>()
            recorder.record(Observable.of(1, 2).take(until: other))
            let source = PublishSubject<Int>()
            recorder.record(source.take(until: other))
            other.onNext(1)
        }
    }
}

// MARK: - Virtual time

extension TakeUntilTests {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testMarbleOtherElementPreemptsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .error(225, OperatorTestError.boom, String.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, OperatorTestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleOtherCompletingEarlyIsUnsubscribedAndTheSourceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .completed(225, String.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(
            res.events,
            [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
        )
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleSourceCompletingUnsubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .next(300, "b")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events.last, .completed(250))
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleSourceErrorUnsubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(225, OperatorTestError.other)])
        let r = scheduler.createHotObservable([.next(240, "b")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(225, OperatorTestError.other)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleNeverNeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleOtherFiredByTheObserverStopsBeforeTheNextElement() {
        // Re-entrancy: the observer makes the other sequence emit while handling an element.
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let stop = PublishSubject<Void>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = l.take(until: stop).subscribe(
                onNext: { value in
                    observer.onNext(value)
                    if value == 3 { stop.onNext(()) }
                },
                onCompleted: { observer.onCompleted() }
            )
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 220)])
        XCTAssertFalse(stop.hasObservers)
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, scheduler in
            source.take(until: scheduler.createHotObservable([.next(300, 0)]))
        }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.take(until: Observable<Int>.never()) }
    }
}
