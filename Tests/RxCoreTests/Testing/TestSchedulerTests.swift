import Dispatch
import Foundation
import RxCore
import RxTest
import TestSupport
import XCTest

final class TestSchedulerTests: RxTestCase {
    // MARK: Timing facts from the issue (observed on RxSwift 6.10)

    func testScheduledSequenceEmitsOneTickApartAfterTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testWithoutProcessingDelayWorkForNowRunsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testRelativeWorkLandsAtClockPlusDueTimeAndPastOrZeroDueTimesAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let runs = RunLog()
        scheduler.scheduleAt(200) {
            runs.record("ten", after: .seconds(10), on: scheduler)
            runs.record("zero", after: .seconds(0), on: scheduler)
            _ = scheduler.schedule(()) { _ in
                runs.append("now@\(scheduler.clock)")
                return Disposables.create()
            }
            runs.record("past", after: .seconds(-5), on: scheduler)
            runs.record("one", after: .seconds(1), on: scheduler)
        }
        scheduler.start()
        XCTAssertEqual(runs.entries, ["zero@201", "now@201", "past@201", "one@201", "ten@210"])
    }

    func testWithoutProcessingDelayPastDueTimesRunAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let runs = RunLog()
        scheduler.scheduleAt(200) {
            runs.record("one", after: .seconds(1), on: scheduler)
            runs.record("zero", after: .seconds(0), on: scheduler)
            runs.record("past", after: .seconds(-5), on: scheduler)
        }
        scheduler.start()
        XCTAssertEqual(runs.entries, ["zero@200", "past@200", "one@201"])
    }

    func testResolutionMapsIntervalsToTicksWithRxTestsRounding() {
        // Ticks = (now + interval) in seconds since 1970, divided by the resolution, plus 0.5,
        // truncated; `now` goes through `Date`, whose reference-date storage loses a little
        // precision, so 0.05 s at resolution 0.1 rounds down, exactly as in RxTest.
        let cases: [(resolution: Double, interval: RxTimeInterval, expected: TestTime)] = [
            (1.0, .seconds(1), 201),
            (1.0, .milliseconds(499), 200),
            (1.0, .milliseconds(500), 201),
            (1.0, .milliseconds(1499), 201),
            (1.0, .milliseconds(1500), 202),
            (0.1, .milliseconds(500), 205),
            (0.1, .seconds(1), 210),
            (0.1, .milliseconds(1500), 215),
            (0.1, .milliseconds(40), 200),
            (0.1, .milliseconds(50), 200),
            (0.1, .milliseconds(60), 201),
            (0.001, .microseconds(500), 201),
            (0.001, .nanoseconds(1_000_000), 201),
        ]
        for (resolution, interval, expected) in cases {
            let scheduler = TestScheduler(initialClock: 200, resolution: resolution, simulateProcessingDelay: false)
            var ranAt: TestTime?
            _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
            scheduler.start()
            XCTAssertEqual(ranAt, expected, "resolution \(resolution), interval \(interval)")
        }
    }

    func testNowReflectsTheClockTimesTheResolution() {
        let scheduler = TestScheduler(initialClock: 250, resolution: 0.1)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 25, accuracy: 1e-9)
        XCTAssertEqual(scheduler.clock, 250)
    }

    func testNeverDueTimeIsScheduledAtTheDistantFutureLikeRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.advanceTo(1_000_000)
        XCTAssertNil(ranAt)
        scheduler.start()
        XCTAssertEqual(ranAt, 64_092_211_200)
    }

    func testItemsDueAtTheSameTimeRunInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(300) { order.append("a") }
        scheduler.scheduleAt(200) { order.append("early") }
        scheduler.scheduleAt(300) { order.append("b") }
        scheduler.scheduleAt(300) { order.append("c") }
        scheduler.start()
        XCTAssertEqual(order, ["early", "a", "b", "c"])
    }

    func testHotEventAtTheSubscriptionTimeIsMissedBecauseItWasScheduledFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHotEventAtTheDisposalTimeIsReceivedBecauseItWasScheduledFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(999, 1), .next(1000, 2), .next(1001, 3)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(999, 1), .next(1000, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: start

    func testStartUsesTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(150, 0), .next(500, 1)] as [Recorded<Event<Int>>])
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(res.events, [.next(500, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartWithDisposedTimeKeepsTheOtherDefaults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .next(600, 3)])
        let res = scheduler.start(disposed: 500) { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .next(400, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let res = scheduler.start(created: 50, subscribed: 60, disposed: 85) { () -> TestableObservable<String> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, 50)
        XCTAssertEqual(res.events, [.next(70, "a"), .next(80, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(60, 85)])
    }

    func testStartEndsTheSubscriptionOnErrorLikeRxSwiftsOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = MarbleTestError()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, error), .next(260, 2)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartDrivesAPublishSubjectThroughOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(0) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onCompleted() }
        let res = scheduler.start { subject.filter { $0 != 2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    }

    func testStartRunsUntilTheQueueIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(5_000, 1)])
        _ = scheduler.start { xs }
        XCTAssertEqual(scheduler.clock, 5_000)
    }

    // MARK: scheduleAt, advanceTo, stop

    func testScheduleAtInThePastRunsAtOnceWithoutMovingTheClockBack() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [String] = []
        scheduler.scheduleAt(300) {
            scheduler.scheduleAt(100) { runs.append("past@\(scheduler.clock)") }
            runs.append("present@\(scheduler.clock)")
        }
        scheduler.start()
        XCTAssertEqual(runs, ["present@300", "past@300"])
    }

    func testAdvanceToRunsWorkUpToAndIncludingTheTargetThenSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [TestTime] = []
        for time in [100, 200, 300] {
            scheduler.scheduleAt(time) { runs.append(scheduler.clock) }
        }
        scheduler.advanceTo(200)
        XCTAssertEqual(runs, [100, 200])
        XCTAssertEqual(scheduler.clock, 200)
        scheduler.advanceTo(250)
        XCTAssertEqual(runs, [100, 200])
        XCTAssertEqual(scheduler.clock, 250)
        scheduler.start()
        XCTAssertEqual(runs, [100, 200, 300])
    }

    func testAdvanceToAnEarlierTimeSetsTheClockBackLikeRxSwift() {
        let scheduler = TestScheduler(initialClock: 500)
        scheduler.advanceTo(300)
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testStopEndsStartAfterTheRunningAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [TestTime] = []
        scheduler.scheduleAt(100) { runs.append(100) }
        scheduler.scheduleAt(200) {
            runs.append(200)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { runs.append(300) }
        scheduler.start()
        XCTAssertEqual(runs, [100, 200])
        XCTAssertEqual(scheduler.clock, 200)
        scheduler.start()
        XCTAssertEqual(runs, [100, 200, 300])
    }

    func testCreateObserverRecordsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { observer.onNext("a") }
        scheduler.scheduleAt(20) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, "a"), .completed(20)])
    }

    // MARK: Threads and leaks

    func testWorkScheduledConcurrentlyFromManyThreadsRunsInTimeOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let threads = 8
        let perThread = 200
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var generator = SplitMix64(seed: UInt64(thread))
            for _ in 0..<perThread {
                let time = Int.random(in: 1...1_000, using: &generator)
                scheduler.scheduleAt(time) { observer.onNext(time) }
            }
        }
        scheduler.start()
        let times = observer.events.map(\.time)
        XCTAssertEqual(times.count, threads * perThread)
        XCTAssertEqual(times, times.sorted())
        XCTAssertEqual(observer.events.map { $0.value.element }, times.map { Optional($0) })
    }

    func testAScheduledSequenceEmitsWhileOtherThreadsScheduleWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let extra = Collector<Int>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for index in 0..<500 {
                scheduler.scheduleAt(10_000 + index) { extra.append(index) }
            }
        }
        let res = scheduler.start { Observable.from(Array(0..<100), scheduler: scheduler) }
        group.wait()
        scheduler.start()
        XCTAssertEqual(res.events.count, 101)
        XCTAssertEqual(res.events.last, .completed(301))
        XCTAssertEqual(extra.snapshot, Array(0..<500))
    }

    func testNothingLeaksWhenTheTestStopsBeforeTheQueueDrains() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = scheduler.createHotObservable([.next(210, 1), .next(5_000, 2)])
            let cold = scheduler.createColdObservable([.next(10, 1), .next(5_000, 2)])
            let observer = scheduler.createObserver(Int.self)
            let subscriptions = [hot.subscribe(observer), cold.subscribe(observer)]
            _ = subscriptions
            scheduler.advanceTo(300)
            XCTAssertEqual(observer.events, [.next(10, 1), .next(210, 1)])
        }
    }

    func testNothingLeaksAfterStart() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        }
    }
}

/// Collects labelled runs of scheduled work.
private final class RunLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// Schedules an action `dueTime` from now that logs `label@clock`.
    func record(_ label: String, after dueTime: RxTimeInterval, on scheduler: TestScheduler) {
        _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
    }
}
