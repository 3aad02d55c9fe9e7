import RxTest
import TestSupport
import XCTest

@testable import RxCore

final class FusedObservableTests: RxTestCase {
    func testMapFilterAndDistinctUntilChangedFuseIntoOneChain() {
        let source = PublishSubject<Int>()
        let chain = source.map { $0 * 2 }.filter { $0 > 0 }.filter { $0 < 100 }.distinctUntilChanged()
        let fused = try? XCTUnwrap(chain as? FusedObservable<Int>)
        XCTAssertNotNil(fused?.stages.predicate)
        XCTAssertNotNil(fused?.stages.comparer)
        // One sink for the whole chain: the subject's one observer feeds the subscriber directly.
        let recorder = Recorder<Int>()
        let subscription = chain.subscribe(recorder)
        // Doubled: 2, 2, -6, 4, 120, 2; filtered: 2, 2, 4, 2; distinct: 2, 4, 2.
        for value in [1, 1, -3, 2, 60, 1] { source.onNext(value) }
        XCTAssertEqual(recorder.elements, [2, 4, 2])
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testAFilterAfterDistinctUntilChangedStartsANewChain() {
        let source = PublishSubject<Int>()
        let distinct = source.map { $0 / 2 }.distinctUntilChanged()
        let chain = distinct.filter { $0 != 1 }
        let fused = chain as? FusedObservable<Int>
        XCTAssertNil(fused?.stages.comparer, "the filter was fused in front of the distinctUntilChanged")
        XCTAssertNotNil(fused?.stages.predicate)
        let recorder = Recorder<Int>()
        let subscription = chain.subscribe(recorder)
        // 0, 0 | 1, 1 (dropped by the filter) | 0: distinct first, then the filter.
        for value in [0, 1, 2, 3, 0] { source.onNext(value) }
        XCTAssertEqual(recorder.elements, [0, 0])
        subscription.dispose()
    }

    func testMarbleFusedChainKeepsEventsAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 3), .next(240, 4), .next(250, 6),
            .completed(300),
        ])
        let result = scheduler.start {
            source.map { $0 / 2 }.filter { $0 > 0 }.distinctUntilChanged()
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleAThrowingStageFailsAndSkipsTheStagesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var comparisons = 0
        let result = scheduler.start {
            source.map { $0 }
                .filter { value in
                    if value == 2 { throw TestError.boom }
                    return true
                }
                .distinctUntilChanged { _, _ in
                    comparisons += 1
                    return false
                }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(comparisons, 0, "the comparer ran although the filter before it threw")
    }

    /// Random chains of `map`, `filter` and `distinctUntilChanged` (some of whose closures throw
    /// at a chosen element) over random sources, against the same operators each behind
    /// `separated()`, which no operator fuses with: the events must be identical, and so must
    /// what a subscriber that disposes from inside `onNext` sees.
    func testRandomChainsBehaveExactlyLikeTheSameOperatorsSeparated() {
        for seed in UInt64(1)...300 {
            var generator = SplitMix64(seed: seed)
            let steps = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Step.random(using: &generator) }
            let elements = (0..<Int.random(in: 0...25, using: &generator)).map { _ in
                Int.random(in: -6...6, using: &generator)
            }
            let ending: Event<Int> = Bool.random(using: &generator) ? .completed : .error(TestError.other(0))
            let stopAfter = Int.random(in: 0...8, using: &generator)
            let fused = record(build(steps, separated: false), elements, ending, stopAfter: stopAfter)
            let separated = record(build(steps, separated: true), elements, ending, stopAfter: stopAfter)
            XCTAssertEqual(fused, separated, "seed \(seed): \(steps) over \(elements)")
            if fused != separated { return }
        }
    }

    private enum Step: CustomStringConvertible {
        case map(multiplier: Int, offset: Int, throwsAt: Int?)
        case filter(modulus: Int, throwsAt: Int?)
        case distinct
        case distinctComparer(throwsAt: Int?)

        static func random(using generator: inout SplitMix64) -> Step {
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

        var description: String {
            switch self {
            case .map(let multiplier, let offset, let throwsAt):
                "map(*\(multiplier)+\(offset), throws \(throwsAt as Any))"
            case .filter(let modulus, let throwsAt): "filter(%\(modulus), throws \(throwsAt as Any))"
            case .distinct: "distinct"
            case .distinctComparer(let throwsAt): "distinct(comparer, throws \(throwsAt as Any))"
            }
        }
    }

    private func build(_ steps: [Step], separated: Bool) -> (PublishSubject<Int>, Observable<Int>) {
        let source = PublishSubject<Int>()
        var chain = source.asObservable()
        for step in steps {
            if separated { chain = chain.separated() }
            switch step {
            case .map(let multiplier, let offset, let throwsAt):
                chain = chain.map { value in
                    if value == throwsAt { throw TestError.other(value) }
                    return value * multiplier + offset
                }
            case .filter(let modulus, let throwsAt):
                chain = chain.filter { value in
                    if value == throwsAt { throw TestError.other(value) }
                    return value % modulus == 0
                }
            case .distinct:
                chain = chain.distinctUntilChanged()
            case .distinctComparer(let throwsAt):
                chain = chain.distinctUntilChanged { last, value in
                    if value == throwsAt { throw TestError.other(value) }
                    return abs(last - value) <= 1
                }
            }
        }
        return (source, chain)
    }

    private func record(
        _ built: (PublishSubject<Int>, Observable<Int>),
        _ elements: [Int],
        _ ending: Event<Int>,
        stopAfter: Int
    ) -> [Event<Int>] {
        let (source, chain) = built
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = chain.subscribe { event in
            events.append(event)
            if events.count == stopAfter { subscription?.dispose() }
        }
        for element in elements { source.onNext(element) }
        source.on(ending)
        subscription?.dispose()
        XCTAssertFalse(source.hasObservers)
        return events
    }
}

extension ObservableType {
    /// The same sequence, through an observable no operator fuses with.
    fileprivate func separated() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
