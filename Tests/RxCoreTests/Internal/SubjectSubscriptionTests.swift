import Foundation
import XCTest

@testable import RxCore

final class SubjectSubscriptionTests: RxTestCase {
    func testSubscribeWithoutOnDisposedReturnsAKeyedSubscriptionThatFitsAnExistentialInline() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subscription is SubjectSubscription)
        // An existential stores up to three words inline: a larger value would be boxed, which is
        // an allocation per subscription.
        XCTAssertLessThanOrEqual(MemoryLayout<SubjectSubscription>.size, 3 * MemoryLayout<Int>.size)
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(subject.subscribe(onNext: { _ in }, onDisposed: {}) is SingleAssignmentDisposable)
    }

    func testDisposeIsIdempotentAndACopyDisposesTheSameSubscription() {
        let subject = PublishSubject<Int>()
        var heard: [String] = []
        let first = subject.subscribe(onNext: { heard.append("first \($0)") })
        let copy = first
        let second = subject.subscribe(onNext: { heard.append("second \($0)") })
        subject.onNext(1)
        copy.dispose()
        first.dispose()
        copy.dispose()
        subject.onNext(2)
        // Its slot is reused by a newcomer, which the stale subscription's key does not match.
        let third = subject.subscribe(onNext: { heard.append("third \($0)") })
        first.dispose()
        subject.onNext(3)
        XCTAssertEqual(heard, ["first 1", "second 1", "second 2", "second 3", "third 3"])
        second.dispose()
        third.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testASubscriptionDisposedByAnEarlierObserverDuringABroadcastHearsNothingMore() {
        let subject = PublishSubject<Int>()
        var heard: [String] = []
        var later: Disposable?
        let earlier = subject.subscribe(onNext: { value in
            heard.append("earlier \(value)")
            if value == 2 { later?.dispose() }
        })
        later = subject.subscribe(onNext: { heard.append("later \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(heard, ["earlier 1", "later 1", "earlier 2", "earlier 3"])
        earlier.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testASubscriptionDisposedFromItsOwnHandlerHearsNothingMoreEvenOfQueuedEvents() {
        let subject = PublishSubject<Int>()
        var heard: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            heard.append(value)
            // Queued behind this event, then the removal is queued behind it: the element must
            // not reach the disposed subscription although its entry is still listed.
            subject.onNext(value + 10)
            subscription?.dispose()
        })
        subject.onNext(1)
        XCTAssertEqual(heard, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplayStopsTheMomentTheSubscriptionIsDisposed() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        for value in 1...5 { subject.onNext(value) }
        var heard: [Int] = []
        // The chain's sink ends the subscription itself at 3, in the middle of the replay.
        let subscription = subject.map { value -> Int in
            if value == 3 { throw TestError.boom }
            return value
        }.subscribe(onNext: { heard.append($0) }, onError: { _ in heard.append(-1) })
        XCTAssertEqual(heard, [1, 2, -1])
        XCTAssertFalse(subject.hasObservers, "a sink that failed during the replay was listed")
        subject.onNext(6)
        subscription.dispose()
        XCTAssertEqual(heard, [1, 2, -1])
    }

    func testOnDisposedRunsExactlyOnceWhateverEndsTheSubscription() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let disposedTwice = subject.subscribe(
            onNext: { log.append("a \($0)") }, onDisposed: { log.append("a disposed") })
        let completed = subject.map { $0 }.subscribe(
            onCompleted: { log.append("b completed") }, onDisposed: { log.append("b disposed") })
        subject.onNext(1)
        disposedTwice.dispose()
        disposedTwice.dispose()
        subject.onCompleted()
        completed.dispose()
        let failed = BehaviorSubject(value: 0)
        let throwing = failed.map { _ -> Int in throw TestError.boom }.subscribe(
            onError: { _ in log.append("c error") }, onDisposed: { log.append("c disposed") })
        throwing.dispose()
        XCTAssertEqual(log, ["a 1", "a disposed", "b completed", "b disposed", "c error", "c disposed"])
    }

    func testDisposingReleasesTheClosuresAtOnce() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.map { $0 }.filter { _ in true }.distinctUntilChanged()
                .subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNotNil(weakToken)
        subscription.dispose()
        XCTAssertNil(weakToken, "a disposed subscription kept its closures")
    }

    func testATerminatedSubjectReleasesKeyedSubscribersAndLaterOnesGetTheTerminalEvent() {
        let subject = BehaviorSubject(value: 1)
        weak var weakToken: Token?
        var log: [String] = []
        let live: Disposable
        do {
            let token = Token()
            weakToken = token
            live = subject.subscribe(onNext: { _ in _ = token }, onCompleted: { log.append("live completed") })
        }
        subject.onCompleted()
        XCTAssertNil(weakToken, "a terminated subject kept a subscriber's closures")
        let late = subject.subscribe(
            onNext: { log.append("late \($0)") }, onCompleted: { log.append("late completed") })
        XCTAssertEqual((late as? SubjectSubscription)?.slot, -1)
        live.dispose()
        late.dispose()
        subject.dispose()
        let afterDisposal = subject.subscribe(onError: { log.append("disposed: \($0)") })
        afterDisposal.dispose()
        XCTAssertEqual(log, ["live completed", "late completed", "disposed: \(RxError.disposed(object: subject))"])
    }

    func testASubscriptionOutlivesItsSubjectAndDisposesSafely() {
        weak var weakSubject: PublishSubject<Int>?
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let subject = PublishSubject<Int>()
            let token = Token()
            weakSubject = subject
            weakToken = token
            subscription = subject.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(weakSubject, "a keyed subscription kept its subject alive")
        XCTAssertNil(weakToken, "a dropped subject kept its subscriber's closures")
        subscription.dispose()
        subscription.dispose()
    }

    func testSubscribingFromInsideAnObserverFallsBackToASubscriptionObject() {
        let subject = PublishSubject<Int>()
        var heard: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            heard.append("outer \(value)")
            guard inner == nil else { return }
            // The subject is busy delivering: no key now, a subscription object instead.
            inner = subject.subscribe(onNext: { heard.append("inner \($0)") })
        })
        subject.onNext(1)
        XCTAssertTrue(inner is SingleAssignmentDisposable)
        subject.onNext(2)
        inner?.dispose()
        subject.onNext(3)
        outer.dispose()
        XCTAssertEqual(heard, ["outer 1", "outer 2", "inner 2", "outer 3"])
        XCTAssertFalse(subject.hasObservers)
    }

    /// Threads subscribe and dispose keyed subscriptions (through a fused chain too) while
    /// another emits (the thread sanitizer checks the races): every removal takes effect, so the
    /// subject ends with no observers and a later element reaches nobody.
    func testSubscribeAndDisposeFromManyThreadsWhileEmitting() {
        let subject = PublishSubject<Int>()
        let heard = AtomicCell<Int>(0)
        runConcurrently(threads: 4) { index in
            if index == 0 {
                for value in 0..<2_000 { subject.onNext(value) }
                return
            }
            for round in 0..<500 {
                let observable = round.isMultiple(of: 2) ? subject.asObservable() : subject.map { $0 + 1 }
                let subscription = observable.subscribe(onNext: { _ in heard.wrappingAdd(1, ordering: .relaxed) })
                subscription.dispose()
                subscription.dispose()
            }
        }
        XCTAssertFalse(subject.hasObservers)
        let before = heard.load(ordering: .acquiring)
        subject.onNext(-1)
        XCTAssertEqual(heard.load(ordering: .acquiring), before, "a disposed subscription heard an element")
    }

    /// One thread disposes subscriptions that another thread's broadcasts are delivering to:
    /// each is removed whether or not its subject was busy at that moment.
    func testDisposeFromAnotherThreadDuringBroadcasts() {
        let subject = PublishSubject<Int>()
        let subscriptions = Subscriptions((0..<200).map { _ in subject.filter { $0 >= 0 }.subscribe(onNext: { _ in }) })
        runConcurrently(threads: 2) { index in
            if index == 0 {
                for value in 0..<500 { subject.onNext(value) }
            } else {
                for subscription in subscriptions.all { subscription.dispose() }
            }
        }
        XCTAssertFalse(subject.hasObservers)
    }
}

/// Subscriptions handed to other threads; `Disposable`s are safe to dispose from any thread.
private final class Subscriptions: @unchecked Sendable {
    let all: [Disposable]

    init(_ all: [Disposable]) {
        self.all = all
    }
}
