import RxCore
import RxTest
import XCTest

final class PublishSubjectTests: RxTestCase {
    private let contract = SubjectContract { PublishSubject<Int>() }

    func testDeliversEachEventToTheObserversSubscribedAtThatMoment() {
        let subject = PublishSubject<Int>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let earlySubscription = subject.subscribe(early)
        subject.onNext(1)
        let lateSubscription = subject.subscribe(late)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(early.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(late.events, [.next(2), .completed])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testErrorMidStreamEndsTheSequenceForEveryObserver() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = subject.subscribe(first)
        _ = subject.subscribe(second)
        subject.onNext(1)
        subject.onError(TestError.boom)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(first.events, [.next(1), .error(TestError.boom)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertFalse(subject.hasObservers)
    }

    func testLateSubscribersToATerminatedSubjectGetOnlyTheTerminalEvent() {
        let completed = PublishSubject<Int>()
        completed.onNext(1)
        completed.onCompleted()
        let failed = PublishSubject<Int>()
        failed.onNext(1)
        failed.onError(TestError.boom)
        let afterCompletion = Recorder<Int>()
        let afterError = Recorder<Int>()
        _ = completed.subscribe(afterCompletion)
        _ = failed.subscribe(afterError)
        XCTAssertEqual(afterCompletion.events, [.completed])
        XCTAssertEqual(afterError.events, [.error(TestError.boom)])
        XCTAssertFalse(completed.hasObservers)
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeReleasesObserversSilentlyAndRejectsLaterSubscribers() {
        let subject = PublishSubject<Int>()
        let before = Recorder<Int>()
        _ = subject.subscribe(before)
        subject.onNext(1)
        XCTAssertFalse(subject.isDisposed)
        subject.dispose()
        subject.dispose()
        subject.onNext(2)
        subject.onCompleted()
        let after = Recorder<Int>()
        _ = subject.subscribe(after)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(before.events, [.next(1)])
        XCTAssertEqual(after.events, [.error(RxError.disposed(object: subject))])
    }

    func testReentrantOnNextIsDeliveredToEveryObserverAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        // RxSwift would deliver 2 to B before 1; RxCore keeps every observer in order.
        XCTAssertEqual(log, ["A1", "B1", "A2", "B2"])
        first.dispose()
    }

    func testReentrantCompletionEndsTheSequenceAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = subject.subscribe(
            onNext: { value in
                first.onNext(value)
                subject.onCompleted()
                subject.onNext(99)
            }, onCompleted: { first.onCompleted() })
        _ = subject.subscribe(second)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(1), .completed])
    }

    func testDisposingASubscriptionDuringEmissionStopsItsDeliveryAtOnce() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var second: Disposable?
        var disposedCount = 0
        _ = subject.subscribe(onNext: { value in
            received.append(value * 10)
            second?.dispose()
        })
        second = subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposedCount += 1 })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [10, 20])
        XCTAssertEqual(disposedCount, 1)
        XCTAssertTrue(subject.hasObservers)
    }

    func testDisposingTheSubjectDuringEmissionFinishesTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        let second = Recorder<Int>()
        _ = subject.subscribe(onNext: { _ in subject.dispose() })
        _ = subject.subscribe(second)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(second.events, [.next(1)])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingDuringEmissionStartsWithTheNextEvent() {
        let subject = PublishSubject<Int>()
        let late = Recorder<Int>()
        var lateSubscription: Disposable?
        let first = subject.subscribe(onNext: { _ in
            if lateSubscription == nil { lateSubscription = subject.subscribe(late) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(late.events, [.next(2)])
        lateSubscription?.dispose()
        first.dispose()
    }

    func testASubscriberMadeAndDisposedInsideAnObserverIsNeverListed() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var kept: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            // Both subscriptions wait behind the current event; the disposed one never joins.
            subject.subscribe(onNext: { log.append("dropped \($0)") }, onDisposed: { log.append("dropped disposed") })
                .dispose()
            kept = subject.subscribe(onNext: { log.append("kept \($0)") })
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["first 1", "dropped disposed", "first 2", "kept 2"])
        first.dispose()
        kept?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testASubscriberDisposingItselfHearsNothingMoreAndItsClosuresGoAfterTheBroadcast() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(onNext: { value in
                _ = token
                received.append(value)
                subscription?.dispose()
                subject.onNext(value + 10)
            })
        }
        let other = Recorder<Int>()
        let otherSubscription = subject.subscribe(other)
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(other.elements, [1, 11])
        XCTAssertNil(weakToken, "the disposed subscriber's closures outlived the broadcast")
        otherSubscription.dispose()
    }

    func testDisposingAfterTheSubjectWasDroppedDoesNothingMore() {
        weak var weakToken: Token?
        var disposals = 0
        let subscriptions: [Disposable]
        do {
            let subject = PublishSubject<Int>()
            let token = Token()
            weakToken = token
            subscriptions = [
                subject.subscribe(onNext: { _ in _ = token }, onDisposed: { disposals += 1 }),
                subject.map { $0 + 1 }.subscribe(onNext: { _ in _ = token }),
            ]
            subject.onNext(1)
        }
        XCTAssertNil(weakToken, "the dropped subject kept its subscribers' closures")
        for subscription in subscriptions { subscription.dispose() }
        XCTAssertEqual(disposals, 1)
    }

    func testAsObserverIsTheSubjectItself() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.asObserver().onNext(7)
        XCTAssertEqual(recorder.events, [.next(7)])
    }

    func testConcurrentPublishingSubscribingAndDisposingKeepTheContract() {
        contract.assertConcurrentPublishing()
        contract.assertConcurrentSubscribeAndDispose()
    }

    func testReleasesObserversWhenStoppedOrDropped() {
        contract.assertReleasesObserversWhenStopped()
        contract.assertReleasesEverythingWhenDropped()
    }

    // MARK: Virtual time

    func testMarbleObserversSeeOnlyWhatIsSentWhileTheyAreSubscribed() {
        let scenario = SubjectScenario { PublishSubject<Int>() }
        let result = scenario.run(
            source: marbleSource,
            windows: [.init(300, 500), .init(400, 600), .init(900, 950)]
        )
        XCTAssertEqual(result.events[0], [.next(340, 5), .next(410, 6)])
        XCTAssertEqual(result.events[1], [.next(410, 6), .next(520, 7)])
        XCTAssertEqual(result.events[2], [.next(940, 11)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(200, 1000)])
    }

    func testMarbleErrorMidStreamReachesCurrentAndLateObservers() {
        let scenario = SubjectScenario { PublishSubject<Int>() }
        let error = MarbleTestError()
        let result = scenario.run(
            source: [.next(340, 5), .next(410, 6), .error(630, error), .next(710, 9)],
            windows: [.init(300, 1000), .init(500, 1000), .init(700, 800)]
        )
        XCTAssertEqual(result.events[0], [.next(340, 5), .next(410, 6), .error(630, error)])
        XCTAssertEqual(result.events[1], [.error(630, error)])
        XCTAssertEqual(result.events[2], [.error(700, error)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(200, 1000)])
    }

    func testMarbleLateObserverOfACompletedSubjectGetsCompletedWhenItSubscribes() {
        let scenario = SubjectScenario { PublishSubject<Int>() }
        let result = scenario.run(
            source: [.next(340, 5), .completed(400), .next(410, 6)],
            windows: [.init(300, 1000), .init(500, 1000)]
        )
        XCTAssertEqual(result.events[0], [.next(340, 5), .completed(400)])
        XCTAssertEqual(result.events[1], [.completed(500)])
    }

    func testMarbleDisposingTheSubjectSilencesObserversAndRejectsLateOnes() {
        let scenario = SubjectScenario { PublishSubject<Int>() }
        var disposedSubject: PublishSubject<Int>?
        let result = scenario.run(
            source: marbleSource,
            windows: [.init(300, 1000), .init(500, 1000)],
            actions: [
                (
                    450,
                    { subject in
                        disposedSubject = subject
                        subject.dispose()
                    }
                )
            ]
        )
        XCTAssertEqual(result.events[0], [.next(340, 5), .next(410, 6)])
        XCTAssertEqual(result.events[1], [.error(500, RxError.disposed(object: disposedSubject!))])
    }

    func testMarbleReentrantOnNextReachesEveryObserverAfterTheCurrentElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let subject = PublishSubject<Int>()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                subject.subscribe(onNext: { value in
                    first.onNext(value)
                    if value < 10 { subject.onNext(value * 10) }
                })
            )
            subscriptions.append(subject.subscribe(second))
            subscriptions.append(xs.subscribe(subject))
        }
        scheduler.scheduleAt(1000) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleDisposingAnotherSubscriptionDuringEmissionStopsItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let subject = PublishSubject<Int>()
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                subject.subscribe(onNext: { value in if value == 2 { secondSubscription?.dispose() } }))
            secondSubscription = subject.subscribe(onNext: { second.onNext($0) })
            subscriptions.append(xs.subscribe(subject))
        }
        scheduler.scheduleAt(1000) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(210, 1)])
    }

    // A list cell disposes its old binding while the subject that feeds it is broadcasting: the
    // binding, and every operator of it, must not see the element the broadcast is delivering.
    func testMarbleASubscriptionDisposedDuringABroadcastGetsNothingMoreThroughOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let subject = PublishSubject<Int>()
        let cell = scheduler.createObserver(String.self)
        let neighbour = scheduler.createObserver(Int.self)
        var mapped: [Int] = []
        var binding: Disposable?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            // Subscribed first, so it hears 2 before the binding does, and disposes the binding.
            subscriptions.append(subject.subscribe(onNext: { if $0 == 2 { binding?.dispose() } }))
            binding = subject.map { value -> String in
                mapped.append(value)
                return "row \(value)"
            }
            .filter { !$0.isEmpty }
            .subscribe(cell)
            subscriptions.append(subject.subscribe(neighbour))
            subscriptions.append(xs.subscribe(subject))
        }
        scheduler.scheduleAt(1000) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(cell.events, [.next(210, "row 1")])
        XCTAssertEqual(mapped, [1], "the disposed binding's map ran for an element it must not see")
        XCTAssertEqual(neighbour.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMarbleStartRecordsTheSubjectThroughOperators() {
        let result = startFeeding(
            PublishSubject<Int>(), from: [.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)]
        ) { subject in
            subject.map { $0 * 10 }.filter { $0 != 20 }
        }
        XCTAssertEqual(result.events, [.next(250, 30), .completed(300)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(50, 1000)])
    }
}
