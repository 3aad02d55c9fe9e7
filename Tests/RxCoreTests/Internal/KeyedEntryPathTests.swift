import XCTest

@testable import RxCore

/// The paths of a keyed subscription's entry (``KeyedEntry``) that end somewhere other than a
/// listed slot: a busy subject hands it back unwrapped, a terminated or disposed subject delivers
/// to it and drops it, a sink that throws during the replay keeps it from being listed; and the
/// one-closure destroy of a slot with only `onNext` (``ObserverList``), on every way a slot goes.
final class KeyedEntryPathTests: RxTestCase {
    func testASlotHasNoFieldToDestroyBesidesItsEntrySubscriptionAndProgram() {
        // `ObserverList.destroy` destroys a slot without subscription, program and terminal
        // closures through its element closure alone: every other field must be trivial. A new
        // field changes the size and fails here.
        XCTAssertEqual(
            MemoryLayout<ObserverList<Int>.Slot>.size,
            MemoryLayout<SubjectEntry<Int>>.size + MemoryLayout<SingleAssignmentDisposable?>.size
                + MemoryLayout<Int>.size + MemoryLayout<AtomicWord>.size
                + MemoryLayout<SlotProgram<Int>.Function?>.size + MemoryLayout<SlotState>.size
        )
        XCTAssertTrue(_isPOD(AtomicWord.self))
        XCTAssertTrue(_isPOD(SlotState.self))
    }

    func testABusySubjectHandsAThreeLevelChainTheSubscribersEntryBackUnwrapped() {
        let subject = PublishSubject<Int>()
        // A program (map, distinct), then two sinks: map + filter + distinct, and a map to String.
        let chain = subject.map { $0 * 2 }.distinctUntilChanged()
            .map { $0 + 1 }.filter { $0 != 5 }.distinctUntilChanged()
            .map { "<\($0)>" }
        var log: [String] = []
        weak var weakToken: Token?
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { _ in
            guard inner == nil else { return }
            let token = Token()
            weakToken = token
            // The subject is delivering: the chain gets its entry back and takes a sink.
            inner = chain.subscribe(onNext: {
                _ = token
                log.append($0)
            })
        })
        for value in [1, 2, 3, 3, 4] { subject.onNext(value) }
        XCTAssertTrue(inner is SingleAssignmentDisposable)
        XCTAssertEqual(log, ["<7>", "<9>"])
        XCTAssertNotNil(weakToken)
        inner?.dispose()
        XCTAssertNil(weakToken, "the subscriber's closures outlived the subscription")
        subject.onNext(5)
        XCTAssertEqual(log, ["<7>", "<9>"])
        outer.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testABusyRelayHandsItsOwnSubscribeTheEntryBack() {
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        var inner: Disposable?
        let outer = relay.subscribe(onNext: { value in
            log.append("outer \(value)")
            guard value == 1, inner == nil else { return }
            inner = relay.subscribe(onNext: { log.append("inner \($0)") })
        })
        relay.accept(1)
        relay.accept(2)
        XCTAssertTrue(inner is SingleAssignmentDisposable)
        XCTAssertEqual(log, ["outer 0", "outer 1", "inner 1", "outer 2", "inner 2"])
        inner?.dispose()
        outer.dispose()
        XCTAssertFalse(relay.subject.hasObservers)
    }

    func testAThreeLevelChainOverATerminatedSubjectGetsTheReplayThroughEveryLevelAndKeepsNothing() {
        let before = Resources.total
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        for value in [1, 2, 2, 3] { subject.onNext(value) }
        subject.onCompleted()
        var log: [String] = []
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.map { $0 * 2 }.distinctUntilChanged()
                .map { $0 + 1 }.distinctUntilChanged()
                .map { "\($0)" }
                .subscribe(
                    onNext: {
                        _ = token
                        log.append($0)
                    },
                    onCompleted: { log.append("completed") }
                )
        }
        XCTAssertEqual(log, ["3", "5", "7", "completed"])
        XCTAssertEqual((subscription as? SubjectSubscription)?.slot, -1)
        XCTAssertNil(weakToken, "the unlisted entry was not destroyed")
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 1, "only the subject: both sinks went with the entry")
        #endif
        subscription.dispose()
    }

    func testAChainOfSinksOverADisposedSubjectGetsTheDisposalError() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var log: [String] = []
        // A distinct of Strings cannot run in the slot: two sinks, no program.
        let subscription = subject.map { String($0) }.distinctUntilChanged().map { $0 + "!" }
            .subscribe(
                onNext: { log.append($0) },
                onError: { error in
                    guard case RxError.disposed(let object) = error else { return log.append("other \(error)") }
                    log.append(object === subject ? "disposed" : "disposed, wrong object")
                })
        XCTAssertEqual(log, ["disposed"])
        subscription.dispose()
    }

    func testASinkDirectlyOverASubjectThatThrowsDuringTheReplayIsNeverListed() {
        let before = Resources.total
        let subject = BehaviorSubject(value: "a")
        var log: [String] = []
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            // A distinct of Strings: a sink, listed through a wrapper, directly over the subject.
            subscription = subject.map { value -> String in
                if value == "a" { throw TestError.boom }
                return value
            }
            .distinctUntilChanged()
            .subscribe(
                onNext: {
                    _ = token
                    log.append("next \($0)")
                }, onError: { _ in log.append("error") })
        }
        XCTAssertTrue(subscription is SubjectSubscription)
        XCTAssertEqual(log, ["error"])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(weakToken, "the failed entry kept the subscriber's closures")
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 1, "the sink went with the entry")
        #endif
        // The removal the sink queued during the replay must not take a later subscriber's slot.
        var later: [String] = []
        let other = subject.subscribe(onNext: { later.append($0) })
        subject.onNext("b")
        XCTAssertEqual(later, ["a", "b"])
        XCTAssertEqual(log, ["error"])
        subscription.dispose()
        other.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testWideElementsTravelThroughEveryLevel() {
        typealias Wide = (Int, Int, Int, Int, String)
        let subject = BehaviorSubject<Wide>(value: (1, 2, 3, 4, "a"))
        var log: [String] = []
        // A distinct of five-word elements: a sink over the subject; then a map to Int, a sink.
        let subscription = subject.distinctUntilChanged { $0.0 == $1.0 }
            .map { $0.0 + $0.3 + $0.4.count }
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        subject.onNext((1, 0, 0, 9, "zz"))
        subject.onNext((2, 0, 0, 9, "zz"))
        subject.onCompleted()
        XCTAssertEqual(log, ["6", "13", "completed"])
        subscription.dispose()
    }

    func testSlotsWithOnlyOnNextReleaseTheirClosuresHoweverTheyGo() {
        weak var disposedToken: Token?
        weak var completedToken: Token?
        weak var deallocatedToken: Token?
        weak var fullToken: Token?
        var heard: [String] = []
        let subject = PublishSubject<Int>()
        let disposed: Disposable
        do {
            let (one, two, three) = (Token(), Token(), Token())
            (disposedToken, completedToken, fullToken) = (one, two, three)
            disposed = subject.subscribe(onNext: { _ in _ = one })
            _ = subject.subscribe(onNext: {
                _ = two
                heard.append("only onNext \($0)")
            })
            _ = subject.subscribe(onNext: { _ in _ = three }, onCompleted: { heard.append("completed") })
        }
        disposed.dispose()
        XCTAssertNil(disposedToken, "removal")
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertNil(completedToken, "removal of every slot on termination")
        XCTAssertNil(fullToken)
        XCTAssertEqual(heard, ["only onNext 1", "completed"])
        do {
            let dropped = PublishSubject<Int>()
            let token = Token()
            deallocatedToken = token
            _ = dropped.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(deallocatedToken, "the subject's deallocation")
    }

    func testAProgramSlotWithOnlyOnNextReleasesTheProgramToo() {
        // The one-closure destroy must not apply to a slot with a program: its copy of the
        // program (which holds the chain's stages) would stay retained.
        let subject = PublishSubject<Int>()
        weak var stageToken: Token?
        weak var subscriberToken: Token?
        var heard: [Int] = []
        do {
            let (stage, subscriber) = (Token(), Token())
            (stageToken, subscriberToken) = (stage, subscriber)
            let chain = subject.map { value -> Int in
                _ = stage
                return value + 1
            }
            let subscription = chain.subscribe(onNext: {
                _ = subscriber
                heard.append($0)
            })
            subject.onNext(1)
            subscription.dispose()
        }
        XCTAssertEqual(heard, [2])
        XCTAssertNil(subscriberToken, "the subscriber's closure")
        XCTAssertNil(stageToken, "the program outlived its chain and its slot")
        XCTAssertFalse(subject.hasObservers)
    }

    func testASubscriptionObjectsSlotWithOnlyOnNextReleasesTheObject() {
        let subject = PublishSubject<Int>()
        var disposedCount = 0
        var heard: [Int] = []
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(
                onNext: {
                    _ = token
                    heard.append($0)
                }, onDisposed: { disposedCount += 1 })
        }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(heard, [1])
        XCTAssertEqual(disposedCount, 1)
        XCTAssertNil(weakToken)
        XCTAssertFalse(subject.hasObservers)
    }

    /// Threads subscribe through three-level chains over a relay, which replays its value
    /// through every level while another thread accepts values; every subscription is disposed.
    func testThreeLevelChainsSubscribeAndDisposeFromManyThreads() {
        let relay = BehaviorRelay(value: 0)
        let heard = AtomicCell<Int>(0)
        runConcurrently(threads: 3) { index in
            if index == 0 {
                for value in 0..<2_000 { relay.accept(value) }
                return
            }
            for round in 0..<300 {
                let chain = relay.map { $0 / 2 }.distinctUntilChanged()
                    .map { String($0) }.distinctUntilChanged()
                    .map { $0.count + round }
                let subscription = chain.subscribe(onNext: { _ in heard.wrappingAdd(1, ordering: .relaxed) })
                subscription.dispose()
            }
        }
        XCTAssertFalse(relay.subject.hasObservers)
        // A subscription made while the relay was busy is queued, and may be disposed before
        // its replay runs: no exact count.
        let before = heard.load(ordering: .acquiring)
        relay.accept(-1)
        XCTAssertEqual(heard.load(ordering: .acquiring), before, "a disposed subscription heard an element")
    }
}
