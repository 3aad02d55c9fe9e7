import RxCore
import RxTest
import XCTest

final class CompletableAndThenTests: RxTestCase {
    private let error = MarbleTestError()

    func testAndThenSingleSubscribesAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(290)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 300)])
    }

    func testAnErrorSkipsTheSecondSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(290, error)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(290, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenObservableMaybeAndCompletable() {
        var events: [Event<Int>] = []
        _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])

        var maybe = "none"
        _ = Completable.empty().andThen(Maybe<Int>.empty()).subscribe { maybe = "\($0)" }
        XCTAssertEqual(maybe, "completed")

        var log: [String] = []
        _ = Completable.empty().andThen(Completable.empty()).andThen(Completable.error(error))
            .subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["error(MarbleTestError(boom))"])
    }

    func testDisposingWhileTheSecondRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 300) { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Completable.empty().andThen(Single.just(1)).subscribe()
            _ = Completable.error(error).andThen(Single.just(1)).subscribe(onFailure: { _ in })
            Completable.empty().andThen(Single<Int>.never()).subscribe().dispose()
        }
    }
}
