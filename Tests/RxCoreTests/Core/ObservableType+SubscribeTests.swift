import RxCore
import XCTest

final class ObservableTypeSubscribeTests: RxTestCase {
    func testHandlersRunInOrderAndOnDisposedFollowsTheTerminalEvent() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        _ = Observable<Int>.error(TestError.boom).subscribe(
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed", "error boom", "disposed"])
    }

    func testDisposeRunsOnDisposedOnceAndStopsDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testOnDisposedRunsAtTheTerminalEventEvenWhenTheSubscriptionWasDropped() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subject.onCompleted()
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testUnhandledErrorGoesToTheDefaultErrorHandler() {
        let reports = HookReports.capture {
            _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
        }
        XCTAssertEqual(reports.errors, ["boom"])
    }

    func testSubscribeWithEventClosureSeesEveryEvent() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        _ = Observable<Int>.error(TestError.boom).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed, .error(TestError.boom)])
    }

    func testSubscribeWithObjectPassesItWhileItLives() {
        final class Owner {
            var log: [String] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var log: [String] = []
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { owner, value in owner.log.append("next \(value)") },
            onDisposed: { owner in owner.log.append("disposed") }
        )
        subject.onNext(1)
        log = owner!.log
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not retain its object")
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1"])
    }

    // A subscriber without steps hands `onNext` to a subject directly in release builds and through
    // the sink in debug builds; this test asserts only what both must do, through public API, so it
    // holds in a release build too (`swift test -c release -Xswiftc -enable-testing`: the other test
    // files import RxCore with `@testable`).
    func testASubscriberWithoutStepsOnASubjectHearsEachElementUntilItIsDisposed() {
        weak var weakToken: Token?
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(
                onNext: { value in
                    _ = token
                    log.append("next \(value)")
                    // Disposed from inside its own delivery: hears nothing after this element.
                    if value == 2 { subscription?.dispose() }
                },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        let other = subject.subscribe(onNext: { log.append("other \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertNil(weakToken, "the disposed subscriber's closures outlived its removal while it was held")
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "other 1", "next 2", "disposed", "other 2", "other 3"])
        XCTAssertFalse(subject.hasObservers)
        subscription?.dispose()
        other.dispose()
    }

    func testClosuresAreReleasedAfterDisposeCompletionAndError() {
        let endings: [(String, (PublishSubject<Int>, Disposable) -> Void)] = [
            ("dispose", { _, subscription in subscription.dispose() }),
            ("completion", { subject, _ in subject.onCompleted() }),
            ("error", { subject, _ in subject.onError(TestError.boom) }),
        ]
        for (name, end) in endings {
            weak var weakToken: Token?
            let subject = PublishSubject<Int>()
            let subscription: Disposable
            do {
                let token = Token()
                weakToken = token
                subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(
                    onNext: { _ in _ = token },
                    onError: { _ in _ = token },
                    onCompleted: { _ = token },
                    onDisposed: { _ = token }
                )
            }
            subject.onNext(1)
            XCTAssertNotNil(weakToken, name)
            end(subject, subscription)
            XCTAssertNil(weakToken, "\(name): subject → map → filter → subscribe kept its closures")
            subscription.dispose()
        }
    }

    func testCreateChainReleasesClosuresAndResourceAfterDisposeCompletionAndError() {
        let endings: [(String, (AnyObserver<Int>, Disposable) -> Void)] = [
            ("dispose", { _, subscription in subscription.dispose() }),
            ("completion", { observer, _ in observer.onCompleted() }),
            ("error", { observer, _ in observer.onError(TestError.boom) }),
        ]
        for (name, end) in endings {
            weak var weakToken: Token?
            weak var weakResourceToken: Token?
            var captured: AnyObserver<Int>?
            var resourceDisposed = false
            let subscription: Disposable
            do {
                let token = Token()
                let resourceToken = Token()
                weakToken = token
                weakResourceToken = resourceToken
                let source = Observable<Int>.create { observer in
                    captured = observer
                    return Disposables.create {
                        _ = resourceToken
                        resourceDisposed = true
                    }
                }
                subscription = source.subscribe(onNext: { _ in _ = token }, onError: { _ in _ = token })
            }
            captured?.onNext(1)
            end(captured!, subscription)
            captured = nil
            XCTAssertTrue(resourceDisposed, name)
            XCTAssertNil(weakToken, "\(name): create → subscribe kept the subscriber's closures")
            XCTAssertNil(weakResourceToken, "\(name): the create closure's disposable was kept")
            subscription.dispose()
        }
    }

    func testUndisposedSubscriptionToANeverEndingSourceLeaksNothing() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = Observable<Int>.never().subscribe(onNext: { _ in _ = token }, onDisposed: { _ = token })
        }
        XCTAssertNil(weakToken)
    }
}
