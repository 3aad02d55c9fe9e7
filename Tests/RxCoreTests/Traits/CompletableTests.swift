import RxCore
import RxTest
import XCTest

final class CompletableTests: RxTestCase {
    private let error = MarbleTestError()

    func testCreate() {
        var log: [String] = []
        let completing = Completable.create { completable in
            completable(.completed)
            completable(.error(MarbleTestError("late")))
            return Disposables.create { log.append("resource disposed") }
        }
        _ = completing.subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
        let failing = Completable.create { completable in
            completable(.error(self.error))
            return Disposables.create()
        }
        _ = failing.subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
        XCTAssertEqual(log, ["completed", "resource disposed", "error MarbleTestError(boom)"])
    }

    func testSubscribeWithOneObserverAndWithObject() {
        var log: [String] = []
        _ = Completable.empty().subscribe { log.append("\($0)") }
        _ = Completable.error(error).subscribe { log.append("\($0)") }
        final class Owner {
            var completed = false
        }
        let owner = Owner()
        _ = Completable.empty().subscribe(with: owner, onCompleted: { $0.completed = true })
        XCTAssertEqual(log, ["completed", "error(MarbleTestError(boom))"])
        XCTAssertTrue(owner.completed)
    }

    func testOnDisposed() {
        var log: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        Completable.never().subscribe(onDisposed: { log.append("disposed never") }).dispose()
        XCTAssertEqual(log, ["completed", "disposed", "disposed never"])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 300)
        XCTAssertEqual(res.events.first?.value.isCompleted, true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDo() {
        var log: [String] = []
        _ = Completable.empty().do(onCompleted: { log.append("on") }, afterCompleted: { log.append("after") })
            .subscribe(onCompleted: { log.append("completed") })
        _ = Completable.error(error).do(onError: { _ in log.append("error") }).subscribe(onError: { _ in })
        XCTAssertEqual(log, ["on", "completed", "after", "error"])
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Completable.empty().subscribe()
            _ = Completable.error(error).subscribe(onError: { _ in })
            Completable.never().subscribe().dispose()
        }
    }
}
