import RxCore
import RxTest
import XCTest

final class SingleTests: RxTestCase {
    private let error = MarbleTestError()

    func testCreateSuccessEmitsTheElementAndCompletes() {
        var events: [Event<Int>] = []
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(MarbleTestError()))
            return Disposables.create()
        }
        _ = single.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testCreateFailure() {
        var events: [Event<Int>] = []
        _ = Single<Int>.create { single in
            single(.failure(self.error))
            return Disposables.create()
        }.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(error)])
    }

    func testCreateDisposesTheProducersResourceOnSuccessAndOnDispose() {
        var disposals = 0
        let finishing = Single<Int>.create { single in
            single(.success(1))
            return Disposables.create { disposals += 1 }
        }
        _ = finishing.subscribe()
        XCTAssertEqual(disposals, 1)

        let pending = Single<Int>.create { _ in Disposables.create { disposals += 1 } }
        let subscription = pending.subscribe()
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 2)
    }

    func testSubscribeWithOneObserverReceivesTheOutcomeOnce() {
        var outcomes: [String] = []
        _ = Single.just(5).subscribe { outcomes.append("\($0)") }
        _ = Single<Int>.error(error).subscribe { outcomes.append("\($0)") }
        XCTAssertEqual(outcomes, ["success(5)", "failure(MarbleTestError(boom))"])
    }

    func testSubscribeOnSuccessThenOnDisposed() {
        var log: [String] = []
        _ = Single.just(5).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        _ = Single<Int>.error(error).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 5", "disposed", "failure MarbleTestError(boom)", "disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposedBeforeTheOutcome() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testFailureWithoutHandlerGoesToTheHooks() {
        let reported = Collector<String>()
        Hooks.setDefaultErrorHandler { reported.append("\($0)") }
        defer { Hooks.setDefaultErrorHandler(nil) }
        _ = Single<Int>.error(error).subscribe(onSuccess: { _ in })
        XCTAssertEqual(reported.snapshot, ["MarbleTestError(boom)"])
    }

    func testSubscribeWithObjectSkipsTheClosuresOnceTheObjectIsGone() {
        final class Owner {
            var values: [Int] = []
        }
        let owner = Owner()
        _ = Single.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [3])

        let subject = PublishSubject<Int>()
        var calls = 0
        var temporary: Owner? = Owner()
        _ = subject.asSingle().subscribe(with: temporary!, onSuccess: { _, _ in calls += 1 })
        temporary = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(calls, 0)
    }

    func testJustErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { Single.just(1, scheduler: scheduler) }
                .events,
            [.next(1_201, 1), .completed(1_202)]
        )
        XCTAssertEqual(
            scheduler.start(created: 2_100, subscribed: 2_200, disposed: 3_000) { Single<Int>.error(self.error) }
                .events,
            [.error(2_200, error)]
        )
        XCTAssertEqual(
            scheduler.start(created: 3_100, subscribed: 3_200, disposed: 4_000) { Single<Int>.never() }.events,
            []
        )
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Single.just(1).subscribe(onSuccess: { _ in })
            _ = Single<Int>.error(error).subscribe(onFailure: { _ in })
            Single<Int>.never().subscribe(onSuccess: { _ in }).dispose()
            _ = Single<Int>.create { single in
                single(.success(1))
                return Disposables.create()
            }.subscribe()
        }
    }
}
