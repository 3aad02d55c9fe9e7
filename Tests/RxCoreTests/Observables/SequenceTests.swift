import Dispatch
import RxTest
import XCTest

@testable import RxCore

final class SequenceTests: RxTestCase {
    // MARK: Default scheduler: synchronous loop

    func testOfAndFromEmitSynchronouslyByDefault() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).subscribe { events.append($0) }
        _ = Observable.from([4, 5]).subscribe { events.append($0) }
        _ = Observable.from(6...7).subscribe { events.append($0) }
        _ = Observable<Int>.from(optional: 8).subscribe { events.append($0) }
        _ = Observable<Int>.from(optional: nil).subscribe { events.append($0) }
        XCTAssertEqual(
            events,
            [
                .next(1), .next(2), .next(3), .completed, .next(4), .next(5), .completed, .next(6), .next(7),
                .completed, .next(8), .completed, .completed,
            ]
        )
    }

    func testExplicitCurrentThreadSchedulerTakesTheSynchronousLoop() {
        var events: [Event<Int>] = []
        _ = Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testTheSynchronousLoopEmitsEvenInsideATrampoline() {
        // Deliberate deviation from RxSwift, where this would wait for the outer action to end.
        var order: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2).subscribe(onNext: { order.append("\($0)") })
            order.append("outer done")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["1", "2", "outer done"])
    }

    func testDisposingDuringTheSynchronousLoopStopsAnInfiniteSequence() {
        let subscription = SingleAssignmentDisposable()
        var received: [Int] = []
        let observer = AnyObserver<Int> { event in
            if case .next(let value) = event {
                received.append(value)
                if value == 3 { subscription.dispose() }
            } else {
                XCTFail("unexpected \(event)")
            }
        }
        Observable.from(1...).run(observer, subscription)
        XCTAssertEqual(received, [1, 2, 3])
    }

    // MARK: Virtual time

    func testOfOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromSequenceOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(stride(from: 10, to: 40, by: 10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 10), .next(202, 20), .next(203, 30), .completed(204)])
    }

    func testEmptyArrayOnATestSchedulerCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testFromOptionalOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
        let none = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
            Observable<Int>.from(optional: nil, scheduler: scheduler)
        }
        XCTAssertEqual(none.events, [.completed(1_201)])
    }

    func testDisposingStopsAnInfiniteScheduledSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable.from(1..., scheduler: scheduler) }
        // The disposal at 205 was scheduled first, so it runs before the element due at 205.
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .next(204, 4)])
        XCTAssertEqual(scheduler.clock, 205)
    }

    func testEachSubscriptionIteratesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = Observable.from([1, 2], scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { _ = numbers.subscribe(first) }
        scheduler.scheduleAt(11) { _ = numbers.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(11, 1), .next(12, 2), .completed(13)])
        XCTAssertEqual(second.events, [.next(12, 1), .next(13, 2), .completed(14)])
    }

    // MARK: Dispatch queues

    func testFromOnASerialQueueDeliversInOrderOnTheQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rxcore.tests.sequence",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) }
        )
        let received = Collector<Int>()
        let offQueue = Collector<Int>()
        let done = DispatchSemaphore(value: 0)
        _ = Observable.from(Array(0..<1_000), scheduler: scheduler).subscribe(
            onNext: { value in
                if DispatchQueue.getSpecific(key: key) != 1 { offQueue.append(value) }
                received.append(value)
            },
            onCompleted: { done.signal() }
        )
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.snapshot, Array(0..<1_000))
        XCTAssertEqual(offQueue.snapshot, [])
    }

    func testFromOnAConcurrentQueueStillDeliversSerially() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let received = Collector<Int>()
        let done = DispatchSemaphore(value: 0)
        _ = Observable.from(Array(0..<500), scheduler: scheduler).subscribe(
            onNext: { received.append($0) },
            onCompleted: { done.signal() }
        )
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.snapshot, Array(0..<500))
    }

    func testNothingLeaks() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
            _ = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 1_202) {
                Observable.from(1..., scheduler: scheduler)
            }
            _ = Observable.of(1, 2).subscribe()
        }
    }
}
