import Dispatch
import RxCore
import RxTest
import XCTest

final class ImmediateSchedulerTypeTests: RxTestCase {
    func testScheduleRecursiveRunsEachStepAsOneScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [String] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRecursive("a") { letter, recurse in
                steps.append("\(letter)@\(scheduler.clock)")
                if letter != "c" { recurse(letter == "a" ? "b" : "c") }
            }
        }
        scheduler.start()
        XCTAssertEqual(steps, ["a@101", "b@102", "c@103"])
    }

    func testDisposingTheRecursionCancelsThePendingStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [TestTime] = []
        var recursion: Disposable?
        scheduler.scheduleAt(100) {
            recursion = scheduler.scheduleRecursive(()) { _, recurse in
                steps.append(scheduler.clock)
                recurse(())
            }
        }
        scheduler.scheduleAt(103) { recursion?.dispose() }
        scheduler.start()
        XCTAssertEqual(steps, [101, 102])
        XCTAssertEqual(scheduler.clock, 103)
    }

    func testRecursionOnASerialQueueRunsEveryStepOnTheQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rxcore.tests.recursion",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) }
        )
        let steps = Collector<Int>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRecursive(0) { count, recurse in
            if DispatchQueue.getSpecific(key: key) == 1 { steps.append(count) }
            if count < 5_000 { recurse(count + 1) } else { done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(steps.snapshot, Array(0...5_000))
    }

    func testRecursionOnAConcurrentQueueNeverOverlapsItsSteps() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let steps = Collector<Int>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRecursive(0) { count, recurse in
            steps.append(count)
            if count < 2_000 { recurse(count + 1) } else { done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(steps.snapshot, Array(0...2_000))
    }

    func testNothingLeaksAfterDisposal() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var recursion: Disposable?
            scheduler.scheduleAt(1) {
                recursion = scheduler.scheduleRecursive(0) { count, recurse in recurse(count + 1) }
            }
            scheduler.scheduleAt(50) { recursion?.dispose() }
            scheduler.start()
        }
    }
}
