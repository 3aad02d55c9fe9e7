import TestSupport
import XCTest

@testable import RxCore

final class KeyedFusedSinkTests: RxTestCase {
    func testABehaviorRelayReplaysItsValueThroughTheFusedChain() {
        let relay = BehaviorRelay(value: 3)
        var heard: [Int] = []
        let subscription = relay.map { $0 * 2 }.filter { $0 != 8 }.distinctUntilChanged()
            .subscribe(onNext: { heard.append($0) })
        XCTAssertTrue(subscription is SubjectSubscription)
        for value in [3, 4, 5, 5, 6] { relay.accept(value) }
        // 6 (replayed), 6 (repeat), 8 (filtered), 10, 10 (repeat), 12.
        XCTAssertEqual(heard, [6, 10, 12])
        subscription.dispose()
        relay.accept(7)
        XCTAssertEqual(heard, [6, 10, 12])
        XCTAssertFalse(relay.subject.hasObservers)
    }

    func testAChainThatFailsDuringTheReplayIsNeverListed() {
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        let subscription = relay.map { value -> Int in
            if value == 0 { throw TestError.boom }
            return value
        }
        .subscribe(onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") })
        relay.accept(1)
        XCTAssertEqual(log, ["error \(TestError.boom)"])
        XCTAssertFalse(relay.subject.hasObservers)
        subscription.dispose()
    }

    func testAChainThatFailsLaterTakesItselfOutOfTheSubjectAndReleasesItsClosures() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        var log: [String] = []
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.filter { value in
                _ = token
                if value == 2 { throw TestError.boom }
                return true
            }
            .subscribe(onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") })
        }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["next 1", "error"])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(weakToken, "a failed chain kept its closures")
        subscription.dispose()
    }

    func testAMapAfterADistinctUntilChangedNestsTwoSinksUnderOneKey() {
        let subject = PublishSubject<Int>()
        var heard: [Int] = []
        let subscription = subject.map { $0 / 2 }.distinctUntilChanged().map { $0 * 10 }
            .subscribe(onNext: { heard.append($0) })
        XCTAssertTrue(subscription is SubjectSubscription)
        for value in [0, 1, 2, 3, 4] { subject.onNext(value) }
        XCTAssertEqual(heard, [0, 10, 20])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// Random chains of `map`, `filter` and `distinctUntilChanged` (some of whose closures throw
    /// at a chosen element) over random subjects, driven by random scripts of elements,
    /// subscriptions (keyed, or with `onDisposed`), disposals (from outside, by the subscriber
    /// itself, or by another subscriber in the middle of a broadcast), re-entrant elements and
    /// terminal events. The same script runs against the fused chain and against the same
    /// operators written out without fusion (`Reference`); every subscriber must record the same
    /// events, and the fused side must end with no observers and no live objects.
    func testRandomScriptsMatchTheOperatorsWithoutFusion() {
        let seeds = UInt64(1)...400
        for seed in seeds {
            var generator = SplitMix64(seed: seed)
            let scenario = Scenario.random(using: &generator)
            let fused = scenario.run(fused: true)
            let reference = scenario.run(fused: false)
            XCTAssertEqual(fused.logs, reference.logs, "seed \(seed): \(scenario)")
            XCTAssertFalse(fused.hasObservers, "seed \(seed): observers left behind: \(scenario)")
            if fused.logs != reference.logs || fused.hasObservers {
                print("KeyedFusedSinkTests: failing seed \(seed) of \(seeds): \(scenario)")
                return
            }
        }
    }
}

/// One run of ``KeyedFusedSinkTests/testRandomScriptsMatchTheOperatorsWithoutFusion()``.
private struct Scenario: CustomStringConvertible {
    enum Source: CaseIterable {
        case publish, behavior, replay, relay
    }

    enum Stage: CustomStringConvertible {
        case map(multiplier: Int, offset: Int, throwsAt: Int?)
        case filter(modulus: Int, throwsAt: Int?)
        case distinct
        case distinctComparer(throwsAt: Int?)

        var description: String {
            switch self {
            case .map(let multiplier, let offset, let throwsAt):
                "map(*\(multiplier)+\(offset), throws at \(throwsAt.map(String.init) ?? "-"))"
            case .filter(let modulus, let throwsAt):
                "filter(%\(modulus), throws at \(throwsAt.map(String.init) ?? "-"))"
            case .distinct: "distinct"
            case .distinctComparer(let throwsAt): "distinct(|a-b|<=1, throws at \(throwsAt.map(String.init) ?? "-"))"
            }
        }
    }

    /// What a subscriber does besides recording.
    enum Behavior: CustomStringConvertible {
        case plain
        case disposesItself(afterEvents: Int)
        case disposesSubscriber(Int, afterEvents: Int)
        case emits(Int, afterEvents: Int)

        var description: String {
            switch self {
            case .plain: "plain"
            case .disposesItself(let count): "disposes itself after \(count)"
            case .disposesSubscriber(let other, let count): "disposes #\(other) after \(count)"
            case .emits(let value, let count): "emits \(value) after \(count)"
            }
        }
    }

    enum Step: CustomStringConvertible {
        case emit(Int)
        case subscribe(Behavior, withOnDisposed: Bool)
        case dispose(Int)
        case terminate(Event<Int>)

        var description: String {
            switch self {
            case .emit(let value): "emit \(value)"
            case .subscribe(let behavior, let withOnDisposed):
                "subscribe (\(behavior)\(withOnDisposed ? ", onDisposed" : ""))"
            case .dispose(let index): "dispose #\(index)"
            case .terminate(let event): "\(event)"
            }
        }
    }

    var source: Source
    var stages: [Stage]
    var steps: [Step]

    var description: String {
        "\(source) → \(stages) | \(steps)"
    }

    static func random(using generator: inout SplitMix64) -> Scenario {
        let source = Source.allCases[Int.random(in: 0..<Source.allCases.count, using: &generator)]
        let stages = (0..<Int.random(in: 0...5, using: &generator)).map { _ in randomStage(using: &generator) }
        var steps: [Step] = []
        var subscribers = 0
        for _ in 0..<Int.random(in: 1...30, using: &generator) {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0..<9:
                steps.append(.emit(Int.random(in: -6...6, using: &generator)))
            case 9..<14:
                let afterEvents = Int.random(in: 1...4, using: &generator)
                let behavior: Behavior
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: behavior = .disposesItself(afterEvents: afterEvents)
                case 1 where subscribers > 0:
                    behavior = .disposesSubscriber(
                        Int.random(in: 0..<subscribers, using: &generator), afterEvents: afterEvents)
                case 2: behavior = .disposesSubscriber(subscribers + 1, afterEvents: afterEvents)
                case 3: behavior = .emits(Int.random(in: -6...6, using: &generator), afterEvents: afterEvents)
                default: behavior = .plain
                }
                steps.append(.subscribe(behavior, withOnDisposed: Int.random(in: 0..<4, using: &generator) == 0))
                subscribers += 1
            case 14..<17 where subscribers > 0:
                steps.append(.dispose(Int.random(in: 0..<subscribers, using: &generator)))
            case 17 where source != .relay:
                steps.append(.terminate(Bool.random(using: &generator) ? .completed : .error(TestError.other(0))))
            default:
                break
            }
        }
        return Scenario(source: source, stages: stages, steps: steps)
    }

    private static func randomStage(using generator: inout SplitMix64) -> Stage {
        let throwsAt =
            Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: -6...6, using: &generator) : nil
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            return .map(
                multiplier: Int.random(in: -2...2, using: &generator),
                offset: Int.random(in: -2...2, using: &generator),
                throwsAt: throwsAt
            )
        case 1: return .filter(modulus: Int.random(in: 1...3, using: &generator), throwsAt: throwsAt)
        case 2: return .distinct
        default: return .distinctComparer(throwsAt: throwsAt)
        }
    }

    /// Runs the script; `fused: false` builds the chain from ``Reference``'s operators.
    func run(fused: Bool) -> (logs: [[String]], hasObservers: Bool) {
        let world = World(source)
        var chain = world.observable
        for stage in stages {
            switch stage {
            case .map(let multiplier, let offset, let throwsAt):
                let transform: (Int) throws -> Int = { value in
                    if value == throwsAt { throw TestError.other(value) }
                    return value * multiplier + offset
                }
                chain = fused ? chain.map(transform) : Reference.map(chain, transform)
            case .filter(let modulus, let throwsAt):
                let predicate: (Int) throws -> Bool = { value in
                    if value == throwsAt { throw TestError.other(value) }
                    return value % modulus == 0
                }
                chain = fused ? chain.filter(predicate) : Reference.filter(chain, predicate)
            case .distinct:
                chain = fused ? chain.distinctUntilChanged() : Reference.distinct(chain, ==)
            case .distinctComparer(let throwsAt):
                let comparer: (Int, Int) throws -> Bool = { last, value in
                    if value == throwsAt { throw TestError.other(value) }
                    return abs(last - value) <= 1
                }
                chain = fused ? chain.distinctUntilChanged(comparer) : Reference.distinct(chain, comparer)
            }
        }
        for step in steps {
            switch step {
            case .emit(let value): world.emit(value)
            case .subscribe(let behavior, let withOnDisposed):
                world.subscribe(chain, behavior, withOnDisposed: withOnDisposed)
            case .dispose(let index): world.subscriptions[index]?.dispose()
            case .terminate(let event): world.terminate(event)
            }
        }
        for subscription in world.subscriptions { subscription?.dispose() }
        return (world.logs, world.hasObservers)
    }
}

/// A subject, its subscribers and what each recorded.
private final class World {
    let observable: Observable<Int>
    let emit: (Int) -> Void
    let terminate: (Event<Int>) -> Void
    let observed: () -> Bool
    var subscriptions: [Disposable?] = []
    var logs: [[String]] = []

    init(_ source: Scenario.Source) {
        switch source {
        case .publish:
            let subject = PublishSubject<Int>()
            (observable, emit, terminate, observed) = (
                subject.asObservable(), subject.onNext, subject.on, { subject.hasObservers }
            )
        case .behavior:
            let subject = BehaviorSubject(value: 1)
            (observable, emit, terminate, observed) = (
                subject.asObservable(), subject.onNext, subject.on, { subject.hasObservers }
            )
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            (observable, emit, terminate, observed) = (
                subject.asObservable(), subject.onNext, subject.on, { subject.hasObservers }
            )
        case .relay:
            let relay = BehaviorRelay(value: 2)
            (observable, emit, terminate, observed) = (
                relay.asObservable(), relay.accept, { _ in }, { relay.subject.hasObservers }
            )
        }
    }

    var hasObservers: Bool { observed() }

    func subscribe(_ chain: Observable<Int>, _ behavior: Scenario.Behavior, withOnDisposed: Bool) {
        let index = logs.count
        logs.append([])
        subscriptions.append(nil)
        let record: (String) -> Void = { [unowned self] entry in
            logs[index].append(entry)
            let count = logs[index].count
            switch behavior {
            case .plain: break
            case .disposesItself(let after) where count == after: subscriptions[index]?.dispose()
            case .disposesSubscriber(let other, let after) where count == after && other < subscriptions.count:
                subscriptions[other]?.dispose()
            case .emits(let value, let after) where count == after: emit(value)
            default: break
            }
        }
        let subscription = chain.subscribe(
            onNext: { record("next \($0)") },
            onError: { record("error \($0)") },
            onCompleted: { record("completed") },
            onDisposed: withOnDisposed ? { record("disposed") } : nil
        )
        subscriptions[index] = subscription
    }
}

/// `map`, `filter` and `distinctUntilChanged` written out as three separate observers over
/// `Observable.create`, which nothing fuses with, with RxSwift's rules: a throwing closure ends
/// the sequence with its error and disposes the source.
private enum Reference {
    static func map(_ source: Observable<Int>, _ transform: @escaping (Int) throws -> Int) -> Observable<Int> {
        operate(source) { value, observer in observer.onNext(try transform(value)) }
    }

    static func filter(_ source: Observable<Int>, _ predicate: @escaping (Int) throws -> Bool) -> Observable<Int> {
        operate(source) { value, observer in
            if try predicate(value) { observer.onNext(value) }
        }
    }

    static func distinct(_ source: Observable<Int>, _ comparer: @escaping (Int, Int) throws -> Bool) -> Observable<Int>
    {
        Observable.deferred {
            var last: Int?
            return operate(source) { value, observer in
                if let last, try comparer(last, value) { return }
                last = value
                observer.onNext(value)
            }
        }
    }

    private static func operate(
        _ source: Observable<Int>,
        _ next: @escaping (Int, AnyObserver<Int>) throws -> Void
    ) -> Observable<Int> {
        Observable.create { observer in
            let upstream = SingleAssignmentDisposable()
            var stopped = false
            let anyObserver = observer.asObserver()
            upstream.setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        guard !stopped else { return }
                        switch event {
                        case .next(let value):
                            do {
                                try next(value, anyObserver)
                            } catch {
                                stopped = true
                                anyObserver.onError(error)
                                upstream.dispose()
                            }
                        case .error, .completed:
                            stopped = true
                            anyObserver.on(event)
                        }
                    }
                )
            )
            return upstream
        }
    }
}
