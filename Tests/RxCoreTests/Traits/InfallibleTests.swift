import RxCore
import RxTest
import XCTest

final class InfallibleTests: RxTestCase {
    func testCreateDeliversElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(disposedAt, [200])
    }

    func testSubscribeCallsTheHandlersAndDisposal() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.asInfallible(onErrorJustReturn: -1).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    }

    func testSubscribeWithAnObjectStopsOnceItIsGone() {
        final class Owner {
            var seen: [Int] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var completedWith: [Int] = []
        let subscription = subject.asInfallible(onErrorJustReturn: -1).subscribe(
            with: owner!,
            onNext: { $0.seen.append($1) },
            onCompleted: { completedWith = $0.seen }
        )
        subject.onNext(1)
        XCTAssertEqual(owner?.seen, [1])
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(completedWith, [])
        subscription.dispose()
    }

    func testSubscribeWithAnEventHandler() {
        var events: [Event<String>] = []
        _ = Infallible.just("a").subscribe { events.append($0.event) }
        XCTAssertEqual(events, [.next("a"), .completed])
    }

    func testTheEventHandlerSwitchesOverElementsAndCompletionOnly() {
        var log: [String] = []
        _ = Infallible.from(["a", "b"]).subscribe { event in
            switch event {
            case .next(let element): log.append(element)
            case .completed: log.append("completed")
            }
        }
        XCTAssertEqual(log, ["a", "b", "completed"])
    }

    func testStaticCreationOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        let fresh = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            fresh.start { Infallible.just(1, scheduler: fresh) }.events, [.next(201, 1), .completed(202)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        let of = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            of.start { Infallible.of(1, 2, scheduler: of) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let array = TestScheduler(initialClock: 0)
        XCTAssertEqual(array.start { Infallible.from([3]) }.events, [.next(200, 3), .completed(200)])
        let sequence = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            sequence.start { Infallible.from(1...2, scheduler: sequence) }.events,
            [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testDeferredBuildsASequencePerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        var built = 0
        let deferred = Infallible.deferred { () -> Infallible<Int> in
            built += 1
            return .just(built)
        }
        let res = scheduler.start { deferred }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        var second: [Int] = []
        _ = deferred.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(second, [2])
    }

    func testInfallibleEventConvertsToEvent() {
        XCTAssertEqual(InfallibleEvent.next(1).event, .next(1))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, .completed)
    }

    func testAnErrorOfAMixedInObservableReachesHooksThroughSubscribe() {
        var completed = false
        let reports = HookReports.capture {
            _ = Infallible.just(1)
                .flatMap { _ in Observable<Int>.error(OperatorTestError.boom) }
                .subscribe(onCompleted: { completed = true })
        }
        XCTAssertEqual(reports.errors.count, 1)
        XCTAssertFalse(completed)
    }

    func testCreatedChainsReleaseEverything() {
        assertMarbleChainsRelease { source, _ in
            source.asInfallible(onErrorJustReturn: 0).map { $0 + 1 }.asObservable()
        }
    }
}
