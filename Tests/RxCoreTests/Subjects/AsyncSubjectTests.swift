import RxCore
import RxTest
import XCTest

final class AsyncSubjectTests: RxTestCase {
    private let contract = SubjectContract { AsyncSubject<Int>() }

    func testEmitsOnlyTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(recorder.events, [])
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        XCTAssertEqual(recorder.events, [.next(3), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testLateSubscribersGetTheLastElementAndCompleted() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(late.events, [.next(2), .completed])
    }

    func testCompletionWithoutElementsEmitsOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        let early = Recorder<Int>()
        _ = subject.subscribe(early)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(early.events, [.completed])
        XCTAssertEqual(late.events, [.completed])
    }

    func testErrorMidStreamDiscardsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let early = Recorder<Int>()
        _ = subject.subscribe(early)
        subject.onNext(1)
        subject.onError(TestError.boom)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(early.events, [.error(TestError.boom)])
        XCTAssertEqual(late.events, [.error(TestError.boom)])
    }

    func testDisposeReleasesObserversAndRejectsSubscribers() {
        let subject = AsyncSubject<Int>()
        let early = Recorder<Int>()
        _ = subject.subscribe(early)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(late.events, [.error(RxError.disposed(object: subject))])
    }

    func testReentrantOnNextDuringCompletionIsIgnored() {
        let subject = AsyncSubject<Int>()
        let second = Recorder<Int>()
        _ = subject.subscribe(onNext: { _ in subject.onNext(99) })
        _ = subject.subscribe(second)
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(second.events, [.next(1), .completed])
    }

    func testDisposingASubscriptionDuringCompletionSkipsIt() {
        let subject = AsyncSubject<Int>()
        var received: [Int] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { _ in second?.dispose() })
        second = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(received, [])
    }

    func testAsObserverIsTheSubjectItself() {
        let subject = AsyncSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
    }

    func testConcurrentPublishingDeliversTheLastElementOnce() {
        let subject = AsyncSubject<Int>()
        let probes = (0..<3).map { _ in ContractProbe(capacity: 80_000) }
        let subscriptions = probes.map { subject.subscribe($0) }
        publishConcurrently(to: subject, threads: 8, perThread: 10_000)
        subject.onNext(42)
        subject.onCompleted()
        for probe in probes {
            probe.assertContract(received: 42..<43, terminal: .completed)
        }
        for subscription in subscriptions { subscription.dispose() }
    }

    func testConcurrentSubscribeAndDisposeWhilePublishing() {
        contract.assertConcurrentSubscribeAndDispose(steadyCount: 1)
    }

    func testReleasesObserversWhenStoppedOrDropped() {
        contract.assertReleasesObserversWhenStopped()
        contract.assertReleasesEverythingWhenDropped()
    }

    // MARK: Virtual time

    func testMarbleEmitsTheLastElementAtCompletionToCurrentAndLateObservers() {
        let scenario = SubjectScenario { AsyncSubject<Int>() }
        let result = scenario.run(
            source: [.next(340, 5), .next(410, 6), .completed(800), .next(870, 10)],
            windows: [.init(300, 500), .init(400, 900), .init(850, 950)]
        )
        XCTAssertEqual(result.events[0], [])
        XCTAssertEqual(result.events[1], [.next(800, 6), .completed(800)])
        XCTAssertEqual(result.events[2], [.next(850, 6), .completed(850)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(200, 1000)])
    }

    func testMarbleErrorMidStreamDiscardsTheLastElement() {
        let scenario = SubjectScenario { AsyncSubject<Int>() }
        let error = MarbleTestError()
        let result = scenario.run(
            source: [.next(340, 5), .error(400, error)],
            windows: [.init(300, 1000), .init(500, 1000)]
        )
        XCTAssertEqual(result.events[0], [.error(400, error)])
        XCTAssertEqual(result.events[1], [.error(500, error)])
    }

    func testMarbleCompletionWithoutElementsEmitsOnlyCompleted() {
        let scenario = SubjectScenario { AsyncSubject<Int>() }
        let result = scenario.run(source: [.completed(400)], windows: [.init(300, 1000), .init(500, 1000)])
        XCTAssertEqual(result.events[0], [.completed(400)])
        XCTAssertEqual(result.events[1], [.completed(500)])
    }

    func testMarbleStartRecordsTheLastElement() {
        let result = startFeeding(
            AsyncSubject<Int>(), from: [.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)]
        ) { subject in
            subject.map { $0 * 10 }
        }
        XCTAssertEqual(result.events, [.next(300, 30), .completed(300)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(50, 1000)])
    }
}
