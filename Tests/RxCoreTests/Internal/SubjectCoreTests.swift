import XCTest

@testable import RxCore

final class SubjectCoreTests: RxTestCase {
    private final class Owner {}

    private func subscribe<Policy: SubjectPolicy>(
        _ core: SubjectCore<Policy>,
        _ recorder: Recorder<Int>,
        owner: AnyObject
    ) -> SingleAssignmentDisposable where Policy.Element == Int {
        let subscription = SingleAssignmentDisposable()
        core.process(.subscribe(AnyObserver(recorder), subscription, owner: owner))
        return subscription
    }

    func testEachPolicyReplaysWhatItKeepsBeforeAndAfterTermination() {
        let owner = Owner()
        let publish = run(SubjectCore(policy: PublishPolicy<Int>()), owner)
        let behavior = run(SubjectCore(policy: BehaviorPolicy(value: 0)), owner)
        let replay = run(SubjectCore(policy: ReplayPolicy<Int>(bufferSize: 1)), owner)
        let async = run(SubjectCore(policy: AsyncPolicy<Int>()), owner)
        // (events of an observer subscribed after 1, events of one subscribed after completion)
        XCTAssertEqual(publish.0, [.next(2), .completed])
        XCTAssertEqual(publish.1, [.completed])
        XCTAssertEqual(behavior.0, [.next(1), .next(2), .completed])
        XCTAssertEqual(behavior.1, [.completed])
        XCTAssertEqual(replay.0, [.next(1), .next(2), .completed])
        XCTAssertEqual(replay.1, [.next(2), .completed])
        XCTAssertEqual(async.0, [.next(2), .completed])
        XCTAssertEqual(async.1, [.next(2), .completed])
    }

    func testDisposeForgetsObserversAndKeptElements() {
        let owner = Owner()
        let core = SubjectCore(policy: ReplayPolicy<Int>(bufferSize: 3))
        let live = Recorder<Int>()
        _ = subscribe(core, live, owner: owner)
        core.process(.event(.next(1)))
        XCTAssertTrue(core.hasObservers)
        core.dispose()
        XCTAssertTrue(core.isDisposed)
        core.dispose()
        core.process(.event(.next(2)))
        let late = Recorder<Int>()
        _ = subscribe(core, late, owner: owner)
        XCTAssertTrue(core.isDisposed)
        XCTAssertFalse(core.hasObservers)
        XCTAssertEqual(core.policy.buffer.count, 0)
        XCTAssertEqual(live.events, [.next(1)])
        XCTAssertEqual(late.events, [.error(RxError.disposed(object: owner))])
    }

    /// Subscribes after element 1, sends 2 and completion, then subscribes again.
    private func run<Policy: SubjectPolicy>(
        _ core: SubjectCore<Policy>,
        _ owner: AnyObject
    ) -> ([Event<Int>], [Event<Int>]) where Policy.Element == Int {
        core.process(.event(.next(1)))
        let early = Recorder<Int>()
        let subscription = subscribe(core, early, owner: owner)
        core.process(.event(.next(2)))
        core.process(.event(.completed))
        core.process(.event(.next(3)))
        // Listed in a slot until the completion released it; a late removal finds nothing.
        guard let slot = subscription.listedSlot else {
            XCTFail("the early subscription was never listed")
            return (early.events, [])
        }
        core.process(.unsubscribe(slot: slot, subscription: ObjectIdentifier(subscription)))
        let late = Recorder<Int>()
        _ = subscribe(core, late, owner: owner)
        return (early.events, late.events)
    }

    // MARK: The one route: `attach`

    /// Each kind of subject, seen as an `Observable`, with a way to send it events.
    private func subjects() -> [(name: String, observable: Observable<Int>, observer: AnyObserver<Int>)] {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        let async = AsyncSubject<Int>()
        return [
            ("publish", publish, publish.asObserver().asObserver()),
            ("behavior", behavior, behavior.asObserver().asObserver()),
            ("replay", replay, replay.asObserver().asObserver()),
            ("async", async, async.asObserver().asObserver()),
        ]
    }

    func testEachSubjectReplaysThenEndsASubscriberOfEveryKind() {
        // What a subscriber made before 1, after 1, and after completion hears, for each kind of
        // subscriber: closures, a fused chain's sink, an operator's observer.
        let expected: [String: [[String]]] = [
            "publish": [["1", "2", "c"], ["2", "c"], ["c"]],
            "behavior": [["0", "1", "2", "c"], ["1", "2", "c"], ["c"]],
            "replay": [["1", "2", "c"], ["1", "2", "c"], ["1", "2", "c"]],
            "async": [["2", "c"], ["2", "c"], ["2", "c"]],
        ]
        let kinds: [(String, (Observable<Int>, @escaping (String) -> Void) -> Disposable)] = [
            (
                "closures",
                { source, log in
                    source.subscribe(onNext: { log("\($0)") }, onCompleted: { log("c") })
                }
            ),
            (
                "fused chain",
                { source, log in
                    source.map { $0 * 10 }.filter { _ in true }.distinctUntilChanged()
                        .subscribe(onNext: { log("\($0 / 10)") }, onCompleted: { log("c") })
                }
            ),
            (
                "operator",
                { source, log in
                    source.take(100).subscribe(onNext: { log("\($0)") }, onCompleted: { log("c") })
                }
            ),
        ]
        for (kind, subscribe) in kinds {
            for (name, observable, observer) in subjects() {
                var logs = [[String]](repeating: [], count: 3)
                var subscriptions = [subscribe(observable) { logs[0].append($0) }]
                observer.onNext(1)
                subscriptions.append(subscribe(observable) { logs[1].append($0) })
                observer.onNext(2)
                observer.onCompleted()
                subscriptions.append(subscribe(observable) { logs[2].append($0) })
                XCTAssertEqual(logs, expected[name], "\(kind) on \(name)")
                for subscription in subscriptions { subscription.dispose() }
            }
        }
    }

    func testASubscriptionMadeDuringADeliveryHearsOnlyLaterElements() {
        for (name, observable, observer) in subjects() where name != "async" {
            var late: [Int] = []
            var lateSubscription: Disposable?
            let first = observable.subscribe(onNext: { value in
                guard value == 5, lateSubscription == nil else { return }
                lateSubscription = observable.subscribe(onNext: { late.append($0) })
            })
            observer.onNext(5)
            observer.onNext(6)
            // A behavior or replay subject replays 5 to the newcomer, queued behind the delivery.
            XCTAssertEqual(late, name == "publish" ? [6] : name == "behavior" ? [5, 6] : [5, 6], name)
            first.dispose()
            lateSubscription?.dispose()
        }
    }

    func testASubscriptionDisposedDuringADeliveryHearsNothingMore() {
        for (name, observable, observer) in subjects() where name != "async" {
            var second: [Int] = []
            var secondSubscription: Disposable?
            let first = observable.subscribe(onNext: { value in
                if value == 7 { secondSubscription?.dispose() }
            })
            secondSubscription = observable.map { $0 }.subscribe(onNext: { second.append($0) })
            second = []
            observer.onNext(7)
            observer.onNext(8)
            XCTAssertEqual(
                second, [], "\(name): a subscription disposed by an earlier observer still heard the element")
            XCTAssertTrue(secondSubscription is SingleAssignmentDisposable, name)
            first.dispose()
        }
    }

    func testAnEventSentFromInsideAnObserverReachesEveryoneAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.map { $0 * 10 }.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["first 1", "second 10", "first 2", "second 20"])
        first.dispose()
        second.dispose()
    }

    func testResubscribingFromTheTerminalHandlerIsServedAtOnce() {
        for (name, observable, observer) in subjects() {
            var log: [String] = []
            var again: Disposable?
            let first = observable.subscribe(onCompleted: {
                again = observable.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("c") })
                log.append("returned")
            })
            observer.onNext(3)
            observer.onCompleted()
            let expected: [String] =
                switch name {
                case "replay", "async": ["3", "c", "returned"]
                default: ["c", "returned"]
                }
            XCTAssertEqual(log, expected, name)
            first.dispose()
            again?.dispose()
        }
    }

    func testClosuresAreReleasedWhenTheSubscriberIsUnlistedThoughTheSubscriptionIsHeld() {
        for (name, observable, observer) in subjects() {
            weak var weakToken: Token?
            var subscription: Disposable?
            do {
                let token = Token()
                weakToken = token
                subscription = observable.map { $0 + 1 }.filter { _ in
                    _ = token
                    return true
                }
                .subscribe(onNext: { _ in _ = token })
            }
            observer.onNext(1)
            XCTAssertNotNil(weakToken, "\(name): released too early")
            subscription?.dispose()
            XCTAssertNil(weakToken, "\(name): the chain's and the subscriber's closures outlived the disposal")
            _ = subscription
        }
    }
}
