import TestSupport
import XCTest

@testable import RxCore

/// A fused `map`/`filter`/`distinctUntilChanged` chain directly over a subject runs as a
/// ``SlotProgram`` in the subject's slot: no sink object, the subscriber's entry stored under the
/// subject's element type, and the last element a `distinctUntilChanged` forwarded kept in the
/// slot's ``SlotState``. The random scripts of `KeyedFusedSinkTests` compare every kind of chain
/// with the operators unfused; these tests pin the cases specific to programs.
final class SlotProgramTests: RxTestCase {
    func testSlotsOfDifferentElementTypesHaveTheSameLayout() {
        // A program reads its slot as a slot of the chain's element type.
        XCTAssertEqual(MemoryLayout<ObserverList<Int>.Slot>.size, MemoryLayout<ObserverList<String>.Slot>.size)
        XCTAssertEqual(MemoryLayout<ObserverList<Int>.Slot>.stride, MemoryLayout<ObserverList<[Double]>.Slot>.stride)
        XCTAssertEqual(
            MemoryLayout<ObserverList<Int>.Slot>.alignment,
            MemoryLayout<ObserverList<(Int, String, Bool)>.Slot>.alignment
        )
        XCTAssertEqual(MemoryLayout<SubjectEntry<UInt8>>.size, MemoryLayout<SubjectEntry<(Int, Int, Int, Int)>>.size)
    }

    func testTheStateKeepsSmallTrivialElementsOnly() {
        XCTAssertTrue(SlotState.canStore(Int.self))
        XCTAssertTrue(SlotState.canStore((Int32, Double).self))
        XCTAssertTrue(SlotState.canStore(Bool.self))
        XCTAssertFalse(SlotState.canStore(String.self), "needs destruction")
        XCTAssertFalse(SlotState.canStore((Int, Int, Int).self), "three words")
        var state = SlotState()
        XCTAssertNil(state.element(as: Int.self))
        state.store((Int32(-7), 2.5))
        let stored = state.element(as: (Int32, Double).self)
        XCTAssertEqual(stored?.0, -7)
        XCTAssertEqual(stored?.1, 2.5)
    }

    func testAChainOverASubjectNeedsNoSinkAndChangesTheElementType() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.map { "<\($0)>" }.filter { $0 != "<2>" }
            .subscribe(
                onNext: { log.append($0) },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }
            )
        XCTAssertTrue(subscription is SubjectSubscription)
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 1, "only the subject is alive: no sink")
        #endif
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(log, ["<1>", "<3>", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testErrorsOfTheSubjectReachTheSubscriberThroughTheProgram() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        let subscription = subject.map { $0 * 10 }.distinctUntilChanged()
            .subscribe(onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.boom)
        XCTAssertEqual(log, ["10", "20", "error \(TestError.boom)"])
        subscription.dispose()
    }

    func testDistinctKeepsItsLastElementPerSubscription() {
        let subject = BehaviorSubject(value: 0)
        let chain = subject.map { $0 / 2 }.distinctUntilChanged()
        var first: [Int] = []
        var second: [Int] = []
        let one = chain.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        let two = chain.subscribe(onNext: { second.append($0) })
        subject.onNext(3)
        subject.onNext(4)
        // Each subscription starts from its own replayed value: the state is the slot's.
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [1, 2])
        one.dispose()
        two.dispose()
    }

    func testAChainOverAChainRunsTheInnerOneAsAProgramAndEndsTheOuterSink() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        // map + distinct over the subject: a program; the map after it: a sink listed through it,
        // whose terminal path takes `Event<Int>`, the inner chain's element type.
        let subscription = subject.map { $0 / 2 }.distinctUntilChanged().map { "#\($0)" }
            .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("completed") })
        for value in [0, 1, 2, 3, 4] { subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(log, ["#0", "#1", "#2", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testADistinctOfElementsTheSlotCannotKeepUsesASinkAndBehavesTheSame() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        var heard: [String] = []
        let subscription = subject.map { String($0 / 2) }.distinctUntilChanged()
            .subscribe(onNext: { heard.append($0) })
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 2, "the subject and the chain's sink")
        #endif
        for value in [0, 1, 2, 3, 4] { subject.onNext(value) }
        XCTAssertEqual(heard, ["0", "1", "2"])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAStageThatThrowsTakesTheSlotOutAndReleasesTheSubscribersClosures() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        var log: [String] = []
        var other: [Int] = []
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
            .distinctUntilChanged()
            .subscribe(
                onNext: {
                    _ = token
                    log.append("next \($0)")
                }, onError: { _ in log.append("error") })
        }
        let bystander = subject.subscribe(onNext: { other.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["next 1", "error"])
        XCTAssertEqual(other, [1, 2, 3], "the other subscriber hears everything")
        XCTAssertNil(weakToken, "the failed slot kept the subscriber's closures")
        subscription.dispose()
        bystander.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testASubscriptionToATerminatedOrDisposedSubjectGetsItsEndThroughTheProgram() {
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        for value in [1, 1, 2] { replay.onNext(value) }
        replay.onCompleted()
        var log: [String] = []
        let ended = replay.map { $0 * 3 }.distinctUntilChanged()
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["3", "6", "completed"])
        ended.dispose()

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        var errors: [String] = []
        let late = disposed.map { $0 }.filter { _ in true }.subscribe(onError: { errors.append("\($0)") })
        XCTAssertEqual(errors.count, 1)
        late.dispose()
    }

    func testAProgramThatThrowsDuringTheReplayIsNotListed() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let subscription = subject.filter { value in
            if value == 0 { throw TestError.boom }
            return true
        }
        .subscribe(onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") })
        subject.onNext(1)
        XCTAssertEqual(log, ["error"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}

extension SlotProgramTests {
    func testTheStopWordOfProgramSlotsAlwaysHasTheStopBit() {
        XCTAssertEqual(ObserverList<Int>.programStopWord.load(ordering: .acquiring), ObserverList<Int>.stopBit)
        XCTAssertEqual(ObserverList<String>.programStopWord.pointer, ObserverList<Int>.programStopWord.pointer)
    }
}

extension SlotProgramTests {
    /// Random element streams through chains whose element type changes (`Int` to `Double`, to a
    /// two-word tuple, to `String`), subscribed keyed (through a program, or a sink where the
    /// slot cannot keep the element) and with `onDisposed` (always a sink): both must record the
    /// same events, including a throwing transform and the subject's terminal event.
    func testRandomStreamsThroughTypeChangingChainsMatchTheSinkPath() {
        let seeds = UInt64(1)...300
        for seed in seeds {
            var generator = SplitMix64(seed: seed)
            let elements = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                Int.random(in: -4...4, using: &generator)
            }
            let throwsAt = Bool.random(using: &generator) ? Int.random(in: -4...4, using: &generator) : nil
            let ending: Event<Int>? =
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: .completed
                case 1: .error(TestError.boom)
                default: nil
                }
            let kind = Int.random(in: 0..<3, using: &generator)
            func run(keyed: Bool) -> [String] {
                let subject = BehaviorSubject(value: 0)
                var log: [String] = []
                func transform(_ value: Int) throws -> Int {
                    if value == throwsAt { throw TestError.other(value) }
                    return value / 2
                }
                let record: (String) -> Void = { log.append($0) }
                let chain: Observable<String> =
                    switch kind {
                    case 0:
                        subject.map { Double(try transform($0)) }.filter { $0 != 1 }.distinctUntilChanged()
                            .map { "\($0)" }
                    case 1:
                        subject.map { (try transform($0), true) }.filter { $0.1 }.distinctUntilChanged { $0.0 == $1.0 }
                            .map { "\($0.0)" }
                    default:
                        subject.map { "s\(try transform($0))" }.filter { $0 != "s1" }.distinctUntilChanged()
                    }
                let subscription =
                    keyed
                    ? chain.subscribe(
                        onNext: { record($0) },
                        onError: { record("error \($0)") },
                        onCompleted: { record("completed") }
                    )
                    : chain.subscribe(
                        onNext: { record($0) },
                        onError: { record("error \($0)") },
                        onCompleted: { record("completed") },
                        onDisposed: {}
                    )
                for element in elements { subject.onNext(element) }
                if let ending { subject.on(ending) }
                subscription.dispose()
                XCTAssertFalse(subject.hasObservers, "seed \(seed)")
                return log
            }
            let keyed = run(keyed: true)
            let sink = run(keyed: false)
            XCTAssertEqual(keyed, sink, "seed \(seed): kind \(kind), \(elements), throws at \(throwsAt as Any)")
            if keyed != sink {
                print("SlotProgramTests: failing seed \(seed) of \(seeds)")
                return
            }
        }
    }
}

extension SlotProgramTests {
    func testAThreeLevelChainThatThrowsDuringTheReplayMatchesTheSinkPath() {
        // The inner chain runs as a program; the two outer levels are sinks listed through it.
        for keyed in [true, false] {
            let subject = ReplaySubject<Int>.create(bufferSize: 5)
            for value in [1, 2, 3] { subject.onNext(value) }
            var log: [String] = []
            let chain = subject.map { $0 * 2 }.distinctUntilChanged()
                .map { value -> Int in
                    if value == 4 { throw TestError.boom }
                    return value
                }
                .distinctUntilChanged().map { "\($0)" }
            let subscription =
                keyed
                ? chain.subscribe(onNext: { log.append($0) }, onError: { _ in log.append("error") })
                : chain.subscribe(onNext: { log.append($0) }, onError: { _ in log.append("error") }, onDisposed: {})
            subject.onNext(9)
            subject.onCompleted()
            XCTAssertEqual(log, ["2", "error"], "keyed: \(keyed)")
            XCTAssertFalse(subject.hasObservers, "keyed: \(keyed)")
            subscription.dispose()
        }
    }

    func testAnOuterSinkThatThrowsWhileATerminatedSubjectReplaysStopsAtItsError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        for value in [1, 2, 3] { subject.onNext(value) }
        subject.onCompleted()
        var log: [String] = []
        let subscription = subject.map { $0 }.distinctUntilChanged()
            .map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
            .subscribe(
                onNext: { log.append("\($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }
            )
        XCTAssertEqual(log, ["1", "error"])
        subscription.dispose()
    }

    func testAStageThatThrowsOnAnAsyncSubjectsLastElementSendsOnlyTheError() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        let subscription = subject.map { value -> Int in
            if value == 5 { throw TestError.boom }
            return value
        }
        .subscribe(
            onNext: { log.append("\($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }
        )
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertEqual(log, ["error"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testASubscriberThatDisposesItselfInsideOnNextHearsNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        var subscription: Disposable?
        subscription = subject.map { $0 + 1 }.distinctUntilChanged()
            .subscribe(onNext: { value in
                log.append(value)
                if value == 2 { subscription?.dispose() }
            })
        let bystander = subject.map { $0 }.filter { _ in true }.subscribe(onNext: { _ in })
        for value in 1...3 { subject.onNext(value) }
        XCTAssertEqual(log, [2])
        bystander.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
