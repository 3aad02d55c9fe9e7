import RxCore
import RxTest
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    private let contract = SubjectContract(initialElement: 80_000) { BehaviorSubject(value: 80_000) }

    func testNewSubscribersGetTheCurrentValueFirst() throws {
        let subject = BehaviorSubject(value: 0)
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let earlySubscription = subject.subscribe(early)
        subject.onNext(1)
        subject.onNext(2)
        let lateSubscription = subject.subscribe(late)
        subject.onNext(3)
        XCTAssertEqual(early.events, [.next(0), .next(1), .next(2), .next(3)])
        XCTAssertEqual(late.events, [.next(2), .next(3)])
        XCTAssertEqual(try subject.value(), 3)
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testCompletionKeepsTheValueAndLateSubscribersGetOnlyCompleted() throws {
        let subject = BehaviorSubject(value: "a")
        let before = Recorder<String>()
        _ = subject.subscribe(before)
        subject.onNext("b")
        subject.onCompleted()
        subject.onNext("c")
        let after = Recorder<String>()
        _ = subject.subscribe(after)
        XCTAssertEqual(before.events, [.next("a"), .next("b"), .completed])
        XCTAssertEqual(after.events, [.completed])
        XCTAssertEqual(try subject.value(), "b")
    }

    func testErrorMidStreamMakesValueRethrowIt() {
        let subject = BehaviorSubject(value: 1)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(2)
        subject.onError(TestError.boom)
        subject.onNext(3)
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .error(TestError.boom)])
        XCTAssertEqual(late.events, [.error(TestError.boom)])
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, .boom) }
    }

    func testDisposeMakesValueThrowDisposedAndRejectsSubscribers() {
        let subject = BehaviorSubject(value: 1)
        let before = Recorder<Int>()
        _ = subject.subscribe(before)
        subject.dispose()
        subject.onNext(2)
        let after = Recorder<Int>()
        _ = subject.subscribe(after)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(before.events, [.next(1)])
        XCTAssertEqual(after.events, [.error(RxError.disposed(object: subject))])
        XCTAssertThrowsError(try subject.value()) { error in
            guard case .disposed(let object)? = error as? RxError else { return XCTFail("\(error)") }
            XCTAssertTrue(object === subject)
        }
    }

    func testValueReflectsAReentrantOnNextBeforeItIsDelivered() throws {
        let subject = BehaviorSubject(value: 0)
        var seenByValue: [Int] = []
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 {
                subject.onNext(2)
                seenByValue.append((try? subject.value()) ?? -1)
            }
        })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        XCTAssertEqual(seenByValue, [2])
        XCTAssertEqual(log, ["A0", "B0", "A1", "B1", "A2", "B2"])
        XCTAssertEqual(try subject.value(), 2)
        first.dispose()
    }

    func testSubscriberQueuedDuringEmissionGetsTheValueAtItsPlaceInTheQueue() {
        let subject = BehaviorSubject(value: 0)
        let queuedBefore = Recorder<Int>()
        let queuedAfter = Recorder<Int>()
        var subscriptions: [Disposable] = []
        let first = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            // Both subscriptions and the element are queued behind the delivery of 1.
            subscriptions.append(subject.subscribe(queuedBefore))
            subject.onNext(2)
            subscriptions.append(subject.subscribe(queuedAfter))
        })
        subject.onNext(1)
        XCTAssertEqual(queuedBefore.events, [.next(1), .next(2)])
        XCTAssertEqual(queuedAfter.events, [.next(2)])
        first.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }

    func testDisposingASubscriptionDuringEmissionStopsItsDeliveryAtOnce() {
        let subject = BehaviorSubject(value: 0)
        var received: [Int] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            if value == 1 { second?.dispose() }
        })
        second = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received, [0])
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsObserverIsTheSubjectItself() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertTrue(subject.asObserver() === subject)
    }

    func testConcurrentPublishingSubscribingAndDisposingKeepTheContract() {
        contract.assertConcurrentPublishing()
        contract.assertConcurrentSubscribeAndDispose()
    }

    func testReleasesObserversWhenStoppedOrDropped() {
        contract.assertReleasesObserversWhenStopped()
        contract.assertReleasesEverythingWhenDropped()
    }

    func testValueAgreesWithTheLastDeliveredElementAfterConcurrentPublishing() {
        // Each round races two `onNext` calls; the one delivered last must be the value.
        var mismatches: [(value: Int?, delivered: Int?)] = []
        for _ in 0..<250 {
            let subject = BehaviorSubject(value: -1)
            let recorder = Recorder<Int>()
            let subscription = subject.subscribe(recorder)
            runConcurrently(threads: 2) { thread in subject.onNext(thread) }
            let value = try? subject.value()
            if value != recorder.elements.last { mismatches.append((value, recorder.elements.last)) }
            subscription.dispose()
        }
        XCTAssertEqual(mismatches.count, 0, "value() and the last delivery disagreed: \(mismatches.prefix(3))")
    }

    func testConcurrentValueReadsSeeOnlyPublishedElements() {
        let subject = BehaviorSubject(value: -1)
        runConcurrently(threads: 4) { thread in
            for value in 0..<2_000 {
                if thread < 2 {
                    subject.onNext(value)
                } else {
                    let current = (try? subject.value()) ?? -2
                    XCTAssert((-1..<2_000).contains(current), "value() returned \(current)")
                }
            }
        }
        XCTAssertEqual(try subject.value(), 1_999)
    }

    // MARK: Virtual time

    func testMarbleObserversStartWithTheValueCurrentWhenTheySubscribe() {
        let scenario = SubjectScenario { BehaviorSubject(value: 100) }
        let result = scenario.run(
            source: marbleSource,
            windows: [.init(150, 250), .init(300, 500), .init(400, 600), .init(900, 950)]
        )
        XCTAssertEqual(result.events[0], [.next(150, 100), .next(220, 3)])
        XCTAssertEqual(result.events[1], [.next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(result.events[2], [.next(400, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(result.events[3], [.next(900, 10), .next(940, 11)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(200, 1000)])
    }

    func testMarbleErrorMidStreamReachesObserversAndValueRethrowsIt() {
        let scenario = SubjectScenario { BehaviorSubject(value: 0) }
        let error = MarbleTestError()
        var valueAfterError: Result<Int, Error>?
        let result = scenario.run(
            source: [.next(340, 5), .error(400, error), .next(410, 6)],
            windows: [.init(300, 1000), .init(500, 1000)],
            actions: [(450, { subject in valueAfterError = Result { try subject.value() } })]
        )
        XCTAssertEqual(result.events[0], [.next(300, 0), .next(340, 5), .error(400, error)])
        XCTAssertEqual(result.events[1], [.error(500, error)])
        XCTAssertThrowsError(try valueAfterError?.get())
    }

    func testMarbleCompletedSubjectKeepsItsValueAndLateObserversGetCompleted() {
        let scenario = SubjectScenario { BehaviorSubject(value: 0) }
        var valueAfterCompletion: Int?
        let result = scenario.run(
            source: [.next(340, 5), .completed(400)],
            windows: [.init(300, 1000), .init(500, 1000)],
            actions: [(450, { subject in valueAfterCompletion = try? subject.value() })]
        )
        XCTAssertEqual(result.events[0], [.next(300, 0), .next(340, 5), .completed(400)])
        XCTAssertEqual(result.events[1], [.completed(500)])
        XCTAssertEqual(valueAfterCompletion, 5)
    }

    func testMarbleReentrantOnNextUpdatesValueAtOnceAndIsDeliveredInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let subject = BehaviorSubject(value: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var valuesSeen: [Int] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                subject.subscribe(onNext: { value in
                    first.onNext(value)
                    if value == 1 {
                        subject.onNext(10)
                        valuesSeen.append((try? subject.value()) ?? -1)
                    }
                })
            )
            subscriptions.append(subject.subscribe(second))
            subscriptions.append(xs.subscribe(subject))
        }
        scheduler.scheduleAt(1000) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(valuesSeen, [10])
        XCTAssertEqual(first.events, [.next(200, 0), .next(210, 1), .next(210, 10), .next(220, 2)])
        XCTAssertEqual(second.events, first.events)
    }

    func testMarbleStartRecordsTheCurrentValueThenLaterElements() {
        let result = startFeeding(BehaviorSubject(value: 0), from: [.next(150, 1), .next(210, 2), .completed(300)]) {
            subject in
            subject.map { $0 * 10 }
        }
        XCTAssertEqual(result.events, [.next(200, 10), .next(210, 20), .completed(300)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(50, 1000)])
    }
}
