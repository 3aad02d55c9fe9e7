import RxCore
import RxTest
import XCTest

final class SkipUntilTests: RxTestCase {
    func testForwardsElementsAfterTheOtherEmits() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onNext(1)
        other.onNext("go")
        XCTAssertFalse(other.hasObservers)
        source.onNext(2)
        source.onCompleted()
        recorder.assertEvents([.next(2), .completed])
        XCTAssertFalse(source.hasObservers)
    }

    func testSourceCompletingBeforeTheOtherEndsSilently() {
        // RxSwift forwards nothing in this case; the subscription just ends.
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onNext(1)
        source.onCompleted()
        recorder.assertEvents([])
        XCTAssertFalse(other.hasObservers)
    }

    func testOtherErrorFailsTheSequence() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        other.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
        XCTAssertFalse(source.hasObservers)
    }

    func testOtherCompletingWithoutElementsKeepsTheGateClosed() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.skip(until: other))
        other.onCompleted()
        source.onNext(1)
        recorder.assertEvents([])
        XCTAssertTrue(source.hasObservers)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testSourceErrorIsForwardedEvenBeforeTheOtherEmits() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onError(OperatorTestError.other)
        recorder.assertEvents([.error(OperatorTestError.other)])
        XCTAssertFalse(other.hasObservers)
    }

    func testSubscribesToTheSourceFirst() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        let subscription = source.skip(until: other).subscribe()
        XCTAssertEqual(order, ["source", "other"])
        subscription.dispose()
    }

    func testDisposeUnsubscribesFromBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.skip(until: other))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            let source = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            recorder.record(source.skip(until: other))
            other.onNext(1)
            source.onNext(2)
            source.onCompleted()
            recorder.assertEvents([.next(2), .completed])
        }
    }
}

// MARK: - Virtual time

extension SkipUntilTests {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testMarbleForwardsAfterTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .error(225, OperatorTestError.boom, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, OperatorTestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleSourceErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, OperatorTestError.other)])
        let r = scheduler.createHotObservable([.next(230, "b"), .completed(250, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.other)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleOtherCompletingWithoutElementsKeepsEverythingOut() {
        // As in RxSwift: the source's completion is not forwarded either.
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .completed(225, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testMarbleOtherNeverEmittingEndsSilentlyWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let r = scheduler.createHotObservable([.next(150, "a"), .error(300, OperatorTestError.boom, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleNeverNeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleGateOpenedSynchronouslyByTheSourceLetsThatElementThrough() {
        // `do` opens the gate before the element reaches `skip(until:)`, on the same call stack.
        let scheduler = TestScheduler(initialClock: 0)
        let l = source(scheduler)
        let open = PublishSubject<Void>()
        let res = scheduler.start {
            l.do(onNext: { if $0 == 3 { open.onNext(()) } }).skip(until: open)
        }
        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertFalse(open.hasObservers)
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, scheduler in
            source.skip(until: scheduler.createHotObservable([.next(212, 0)]))
        }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.skip(until: Observable.just(0)) }
    }
}
