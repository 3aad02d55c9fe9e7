import Foundation
import RxCore
import RxTest
import XCTest

final class CombineLatestTests: RxTestCase {
    private func sum(_ values: [Int]) -> Int { values.reduce(0, +) }

    private let scenarios = CombiningScenarios { Observable.combineLatest($0) { $0.reduce(0, +) } }

    func testNeverAndEmptyNeverCompletes() { scenarios.assertNeverAndEmptyNeverCompletes() }

    func testEmptyAndEmptyCompletesWhenBothComplete() { scenarios.assertEmptyAndEmptyCompletesWhenBothComplete() }

    func testElementThatCanNeverCombineCompletes() { scenarios.assertElementThatCanNeverBeCombinedCompletes() }

    func testErrorFailsAndDisposesEverySource() { scenarios.assertErrorFailsAndDisposesEverySource() }

    func testFirstErrorWins() { scenarios.assertFirstErrorWins() }

    func testErrorAfterTheOtherSourceCompleted() { scenarios.assertErrorAfterTheOtherSourceCompleted() }

    func testDisposalEndsEverySubscription() { scenarios.assertDisposalEndsEverySubscription() }

    func testWillNeverBeAbleToCombineWithThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let second = scheduler.createHotObservable([.next(150, 1), .completed(260, Int.self)])
        let third = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let res = scheduler.start { Observable.combineLatest([first, second, third], resultSelector: self.sum) }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(third.subscriptions, [Subscription(200, 500)])
    }

    func testTypicalFlowUsesTheLatestOfEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([
            .next(150, 1), .next(215, 2), .next(225, 4), .next(240, 8), .completed(300),
        ])
        let second = scheduler.createHotObservable([
            .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(245, 7), .completed(310),
        ])
        let res = scheduler.start { Observable.combineLatest([first, second], resultSelector: self.sum) }
        XCTAssertEqual(
            res.events,
            [
                .next(220, 2 + 3), .next(225, 4 + 3), .next(230, 4 + 5), .next(235, 4 + 6), .next(240, 8 + 6),
                .next(245, 8 + 7), .completed(310),
            ]
        )
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 310)])
    }

    func testArrayFormEmitsArraysInCollectionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { Observable.combineLatest([first, second]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
    }

    func testThrowingSelectorFailsAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start {
            Observable.combineLatest([first, second]) { (_: [Int]) -> Int in throw TestError.boom }
        }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
    }

    func testSynchronousSourcesCombine() {
        let observer = Recorder<Int>()
        _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(12), .next(22), .completed])
    }

    func testReentrantEventIsDeliveredAfterTheCurrentOne() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(first, second) { $0 * 10 + $1 }
            .subscribe(onNext: { value in
                log.append("begin \(value)")
                if value == 11 { second.onNext(2) }
                log.append("end \(value)")
            })
        first.onNext(1)
        second.onNext(1)
        XCTAssertEqual(log, ["begin 11", "end 11", "begin 12", "end 12"])
        subscription.dispose()
    }

    func testConcurrentSourcesDeliverSerializedCombinations() {
        let threads = 4
        let perThread = 2_000
        let sources = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = Recorder<[Int]>()
        let overlaps = OverlapDetector()
        let subscription = Observable.combineLatest(sources)
            .subscribe(onNext: { values in
                overlaps.enter()
                observer.on(.next(values))
                overlaps.leave()
            })
        for source in sources { source.onNext(0) }
        runConcurrently(threads: threads) { thread in
            for value in 1...perThread { sources[thread].onNext(value) }
        }
        let combinations = observer.elements
        XCTAssertFalse(overlaps.overlapped, "combineLatest delivered concurrently")
        XCTAssertEqual(combinations.count, 1 + threads * perThread)
        XCTAssertEqual(combinations.last, Array(repeating: perThread, count: threads))
        for index in 0..<threads {
            let column = combinations.map { $0[index] }
            XCTAssertEqual(column, column.sorted(), "source \(index) reordered")
        }
        subscription.dispose()
    }
}

// MARK: - Matching RxSwift

extension CombineLatestTests {
    func testAnEmptyCollectionEmitsAnEmptyArrayThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first?.time, 200)
        XCTAssertEqual(res.events.first?.value.element, [])
        XCTAssertEqual(res.events.last?.time, 200)
        XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
    }

    func testAnEmptyCollectionWithAResultSelectorCallsItOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { values -> Int in
                calls += 1
                return values.count
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(calls, 1)
    }
}
