import RxCore
import RxTest
import XCTest

final class MaybeTests: RxTestCase {
    private let error = MarbleTestError()

    private func events<Element>(_ maybe: Maybe<Element>) -> [Event<Element>] {
        var events: [Event<Element>] = []
        _ = maybe.asObservable().subscribe { events.append($0) }
        return events
    }

    func testCreateReportsTheFirstOutcomeOnly() {
        let success = Maybe<Int>.create { maybe in
            maybe(.success(1))
            maybe(.completed)
            return Disposables.create()
        }
        let empty = Maybe<Int>.create { maybe in
            maybe(.completed)
            maybe(.success(1))
            return Disposables.create()
        }
        let failure = Maybe<Int>.create { maybe in
            maybe(.error(self.error))
            return Disposables.create()
        }
        XCTAssertEqual(events(success), [.next(1), .completed])
        XCTAssertEqual(events(empty), [.completed])
        XCTAssertEqual(events(failure), [.error(error)])
    }

    func testSubscribeWithClosures() {
        var log: [String] = []
        for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(error)] {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(
            log,
            ["success 1", "disposed", "completed", "disposed", "error MarbleTestError(boom)", "disposed"]
        )
    }

    func testSubscribeWithOneObserver() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe { log.append("\($0)") }
        _ = Maybe<Int>.empty().subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["success(1)", "completed"])
    }

    func testSubscribeWithObject() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        _ = Maybe<Int>.empty().subscribe(
            with: owner,
            onSuccess: { owner, value in owner.log.append("success \(value)") },
            onCompleted: { owner in owner.log.append("completed") }
        )
        XCTAssertEqual(owner.log, ["completed"])
    }

    func testDisposingBeforeTheOutcome() {
        var log: [String] = []
        let subscription = Maybe<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .completed(202)])
    }

    func testReleasesResources() {
        assertNoLeaks {
            _ = Maybe.just(1).subscribe()
            _ = Maybe<Int>.empty().subscribe()
            _ = Maybe<Int>.error(error).subscribe(onError: { _ in })
            Maybe<Int>.never().subscribe().dispose()
        }
    }
}
