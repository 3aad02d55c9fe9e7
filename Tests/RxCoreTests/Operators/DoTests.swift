import RxCore
import RxTest
import XCTest

final class DoTests: RxTestCase {
    private final class Journal {
        var entries: [String] = []
    }

    private func journaled(_ source: Observable<Int>, _ journal: Journal) -> Observable<Int> {
        source.do(
            onNext: { journal.entries.append("onNext \($0)") },
            afterNext: { journal.entries.append("afterNext \($0)") },
            onError: { journal.entries.append("onError \($0)") },
            afterError: { journal.entries.append("afterError \($0)") },
            onCompleted: { journal.entries.append("onCompleted") },
            afterCompleted: { journal.entries.append("afterCompleted") },
            onSubscribe: { journal.entries.append("onSubscribe") },
            onSubscribed: { journal.entries.append("onSubscribed") },
            onDispose: { journal.entries.append("onDispose") }
        )
    }

    func testHandlersRunAroundTheForwardedEvents() {
        let journal = Journal()
        let subject = PublishSubject<Int>()
        let subscription = journaled(subject.asObservable(), journal).subscribe(
            onNext: { journal.entries.append("observer \($0)") },
            onCompleted: { journal.entries.append("observer completed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(
            journal.entries,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "observer 1", "afterNext 1", "onCompleted",
                "observer completed", "afterCompleted", "onDispose",
            ]
        )
        subscription.dispose()
        XCTAssertEqual(journal.entries.filter { $0 == "onDispose" }.count, 1)
    }

    func testErrorHandlersRunAroundTheError() {
        let journal = Journal()
        let recorder = EventRecorder<Int>()
        let subject = PublishSubject<Int>()
        recorder.record(journaled(subject.asObservable(), journal))
        subject.onError(OperatorTestError.boom)
        XCTAssertEqual(
            journal.entries, ["onSubscribe", "onSubscribed", "onError boom", "afterError boom", "onDispose"])
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testSynchronousSourceRunsOnDisposeAfterOnSubscribed() {
        let journal = Journal()
        EventRecorder<Int>().record(journaled(.just(5), journal))
        XCTAssertEqual(
            journal.entries,
            [
                "onSubscribe", "onNext 5", "afterNext 5", "onCompleted", "afterCompleted", "onSubscribed",
                "onDispose",
            ]
        )
    }

    func testDisposeRunsOnDisposeOnceAndUnsubscribes() {
        let journal = Journal()
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Int>().record(journaled(subject.asObservable(), journal))
        subscription.dispose()
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(journal.entries, ["onSubscribe", "onSubscribed", "onDispose"])
    }

    func testOnNextErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.do(onNext: { value in
                if value == 2 { throw OperatorTestError.boom }
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testAfterNextErrorFailsAfterTheElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).do(afterNext: { _ in throw OperatorTestError.boom }))
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testOnCompletedErrorReplacesTheCompletion() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1).do(onCompleted: { throw OperatorTestError.other }))
        recorder.assertEvents([.next(1), .error(OperatorTestError.other)])
    }

    func testOnErrorErrorReplacesTheError() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.error(OperatorTestError.boom).do(onError: { _ in throw OperatorTestError.other }))
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testAfterCompletedErrorIsIgnored() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1).do(afterCompleted: { throw OperatorTestError.other }))
        recorder.assertEvents([.next(1), .completed])
    }

    func testEverySubscriptionRunsTheLifecycleHandlers() {
        var subscribes = 0
        var disposals = 0
        let source = Observable.of(1).do(onSubscribe: { subscribes += 1 }, onDispose: { disposals += 1 })
        EventRecorder<Int>().record(source)
        EventRecorder<Int>().record(source)
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(disposals, 2)
    }

    func testDownstreamTakeStopsASynchronousSource() {
        var seen = 0
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(1).do(onNext: { _ in seen += 1 }).take(3))
        XCTAssertEqual(seen, 3)
        recorder.assertEvents([.next(1), .next(1), .next(1), .completed])
    }

    func testReleasesEverything() {
        let journal = Journal()
        assertNoLeaks {
            EventRecorder<Int>().record(journaled(.of(1, 2), journal))
            EventRecorder<Int>().record(journaled(.error(OperatorTestError.boom), journal))
            let subject = PublishSubject<Int>()
            EventRecorder<Int>().record(journaled(subject.asObservable(), journal)).dispose()
        }
    }
}

// MARK: - Virtual time

extension DoTests {
    private func clocked(_ source: TestableObservable<Int>, _ scheduler: TestScheduler, _ journal: Journal)
        -> Observable<Int>
    {
        source.do(
            onNext: { journal.entries.append("onNext \($0) @\(scheduler.clock)") },
            onError: { _ in journal.entries.append("onError @\(scheduler.clock)") },
            onCompleted: { journal.entries.append("onCompleted @\(scheduler.clock)") },
            onSubscribe: { journal.entries.append("onSubscribe @\(scheduler.clock)") },
            onSubscribed: { journal.entries.append("onSubscribed @\(scheduler.clock)") },
            onDispose: { journal.entries.append("onDispose @\(scheduler.clock)") }
        )
    }

    func testMarbleHandlersRunAtTheEventTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let journal = Journal()
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { self.clocked(xs, scheduler, journal) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            journal.entries,
            [
                "onSubscribe @200", "onSubscribed @200", "onNext 2 @210", "onNext 3 @220", "onCompleted @250",
                "onDispose @250",
            ]
        )
    }

    func testMarbleErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let journal = Journal()
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { self.clocked(xs, scheduler, journal) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(journal.entries.suffix(2), ["onError @250", "onDispose @250"])
    }

    func testMarbleDisposeRunsOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let journal = Journal()
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start(disposed: 260) { self.clocked(xs, scheduler, journal) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(journal.entries.last, "onDispose @260")
    }

    func testMarbleHandlerErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start {
            xs.do(onNext: { value in
                if value == 3 { throw OperatorTestError.boom }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.do(onNext: { _ in }, onDispose: {}) }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.do(onNext: { _ in }) }
    }
}
