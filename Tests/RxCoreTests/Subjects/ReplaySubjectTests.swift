import RxCore
import RxTest
import XCTest

final class ReplaySubjectTests: RxTestCase {
    private let contract = SubjectContract { ReplaySubject<Int>.create(bufferSize: 3) }

    func testBoundedBufferReplaysTheLatestElementsToNewSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...5 { subject.onNext(value) }
        let late = Recorder<Int>()
        let subscription = subject.subscribe(late)
        subject.onNext(6)
        XCTAssertEqual(late.events, [.next(4), .next(5), .next(6)])
        subscription.dispose()
    }

    func testEveryBufferSizeKeepsExactlyTheLatestElements() {
        for bufferSize in 0...6 {
            for sent in 0...9 {
                let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
                for value in 0..<sent { subject.onNext(value) }
                let recorder = Recorder<Int>()
                let subscription = subject.subscribe(recorder)
                let expected = Array(max(0, sent - bufferSize)..<sent)
                XCTAssertEqual(recorder.elements, expected, "bufferSize \(bufferSize), sent \(sent)")
                subscription.dispose()
            }
        }
    }

    func testUnboundedBufferReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<1_000 { subject.onNext(value) }
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertEqual(recorder.elements, Array(0..<1_000))
        subscription.dispose()
    }

    func testLateSubscribersToACompletedSubjectGetTheBufferThenCompleted() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(late.events, [.next(2), .next(3), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorMidStreamIsReplayedAfterTheBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        let live = Recorder<Int>()
        _ = subject.subscribe(live)
        subject.onNext(1)
        subject.onError(TestError.boom)
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(live.events, [.next(1), .error(TestError.boom)])
        XCTAssertEqual(late.events, [.next(1), .error(TestError.boom)])
    }

    func testDisposeDropsTheBufferAndRejectsSubscribers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        let live = Recorder<Int>()
        _ = subject.subscribe(live)
        subject.onNext(1)
        subject.dispose()
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(live.events, [.next(1)])
        XCTAssertEqual(late.events, [.error(RxError.disposed(object: subject))])
    }

    func testDisposeReleasesBufferedElements() {
        weak var weakToken: Token?
        let subject = ReplaySubject<Token>.create(bufferSize: 1)
        do {
            let token = Token()
            weakToken = token
            subject.onNext(token)
        }
        XCTAssertNotNil(weakToken)
        subject.dispose()
        XCTAssertNil(weakToken)
    }

    func testReentrantOnNextIsBufferedAndDeliveredInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 10)
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(log, ["A1", "B1", "A2", "B2"])
        XCTAssertEqual(late.elements, [1, 2])
        first.dispose()
        subject.dispose()
    }

    func testSubscriberQueuedDuringEmissionGetsTheBufferAsOfItsPlace() {
        let subject = ReplaySubject<Int>.createUnbounded()
        let queued = Recorder<Int>()
        var queuedSubscription: Disposable?
        let first = subject.subscribe(onNext: { value in
            if value == 1 { queuedSubscription = subject.subscribe(queued) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(queued.events, [.next(1), .next(2)])
        first.dispose()
        queuedSubscription?.dispose()
    }

    func testAsObserverIsTheSubjectItself() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
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

    // MARK: Virtual time

    func testMarbleBoundedReplayGivesEachObserverTheLatestElementsWhenItSubscribes() {
        let scenario = SubjectScenario { ReplaySubject<Int>.create(bufferSize: 2) }
        let result = scenario.run(
            source: marbleSource,
            windows: [.init(300, 500), .init(400, 600), .init(900, 950)]
        )
        XCTAssertEqual(result.events[0], [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(result.events[1], [.next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(result.events[2], [.next(900, 9), .next(900, 10), .next(940, 11)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(200, 1000)])
    }

    func testMarbleUnboundedReplayGivesEveryElementSinceTheSourceWasSubscribed() {
        let scenario = SubjectScenario { ReplaySubject<Int>.createUnbounded() }
        let result = scenario.run(source: marbleSource, windows: [.init(900, 950)])
        let replayed: [Recorded<Event<Int>>] = (3...10).map { .next(900, $0) }
        XCTAssertEqual(result.events[0], replayed + [.next(940, 11)])
    }

    func testMarbleLateObserversOfATerminatedSubjectGetTheBufferThenTheTerminalEvent() {
        let scenario = SubjectScenario { ReplaySubject<Int>.create(bufferSize: 2) }
        let error = MarbleTestError()
        let result = scenario.run(
            source: [.next(340, 5), .next(410, 6), .next(520, 7), .error(630, error)],
            windows: [.init(300, 1000), .init(700, 1000)]
        )
        XCTAssertEqual(result.events[0], [.next(340, 5), .next(410, 6), .next(520, 7), .error(630, error)])
        XCTAssertEqual(result.events[1], [.next(700, 6), .next(700, 7), .error(700, error)])
    }

    func testMarbleDisposingTheSubjectDropsTheBuffer() {
        let scenario = SubjectScenario { ReplaySubject<Int>.createUnbounded() }
        var disposedSubject: ReplaySubject<Int>?
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
        XCTAssertEqual(result.events[0], [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(result.events[1], [.error(500, RxError.disposed(object: disposedSubject!))])
    }

    func testMarbleStartReplaysThenFollows() {
        let result = startFeeding(
            ReplaySubject<Int>.create(bufferSize: 1),
            from: [.next(150, 1), .next(160, 2), .next(210, 3), .completed(300)]
        ) { subject in
            subject.asObservable()
        }
        XCTAssertEqual(result.events, [.next(200, 2), .next(210, 3), .completed(300)])
        XCTAssertEqual(result.sourceSubscriptions, [Subscription(50, 1000)])
    }
}
