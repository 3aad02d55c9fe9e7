import Dispatch
import RxCore
import StackProbe
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    private let scheduler = CurrentThreadScheduler.instance

    func testRunsAtOnceWhenNoTrampolineRuns() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var ran = false
        var requiredInside: Bool?
        _ = scheduler.schedule(()) { _ in
            ran = true
            requiredInside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        XCTAssertEqual(requiredInside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testNestedWorkRunsAfterTheRunningActionFirstInFirstOut() {
        var order: [String] = []
        _ = scheduler.schedule(()) { _ in
            order.append("a begins")
            _ = self.scheduler.schedule(()) { _ in
                order.append("b")
                _ = self.scheduler.schedule(()) { _ in
                    order.append("d")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                order.append("c")
                return Disposables.create()
            }
            order.append("a ends")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["a begins", "a ends", "b", "c", "d"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testStatePassesToTheAction() {
        var received: String?
        _ = scheduler.schedule("state") { state in
            received = state
            return Disposables.create()
        }
        XCTAssertEqual(received, "state")
    }

    func testRecursionOfAHundredThousandStepsRunsInConstantStackSpace() {
        var steps = 0
        var lowestFrame = Int.max
        var highestFrame = 0
        _ = scheduler.scheduleRecursive(0) { count, recurse in
            // The frame's address, not a local's: the address sanitizer moves locals off the stack.
            let frame = Int(bitPattern: stack_probe_frame_address())
            lowestFrame = min(lowestFrame, frame)
            highestFrame = max(highestFrame, frame)
            steps += 1
            if count < 99_999 { recurse(count + 1) }
        }
        XCTAssertEqual(steps, 100_000)
        // Growing the stack by even a few bytes per step would span megabytes.
        XCTAssertLessThan(highestFrame - lowestFrame, 4_096)
    }

    func testRecursionFromInsideATrampolineAlsoRunsAfterTheCurrentAction() {
        var order: [String] = []
        _ = scheduler.schedule(()) { _ in
            _ = self.scheduler.scheduleRecursive(1) { count, recurse in
                order.append("step \(count)")
                if count < 3 { recurse(count + 1) }
            }
            order.append("outer ends")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer ends", "step 1", "step 2", "step 3"])
    }

    func testDisposingQueuedWorkCancelsIt() {
        var order: [String] = []
        _ = scheduler.schedule(()) { _ in
            let cancelled = self.scheduler.schedule(()) { _ in
                order.append("cancelled")
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                order.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(order, ["kept"])
    }

    func testDisposingRunWorkDisposesWhatItReturned() {
        let returned = BooleanDisposable()
        var queued: Disposable?
        _ = scheduler.schedule(()) { _ in
            queued = self.scheduler.schedule(()) { _ in returned }
            return Disposables.create()
        }
        XCTAssertFalse(returned.isDisposed)
        queued?.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingTheRecursionStopsIt() {
        var steps = 0
        var recursion: Disposable?
        _ = scheduler.schedule(()) { _ in
            recursion = self.scheduler.scheduleRecursive(0) { count, recurse in
                steps += 1
                if count == 4 { recursion?.dispose() }
                recurse(count + 1)
            }
            return Disposables.create()
        }
        XCTAssertEqual(steps, 5)
    }

    func testEachThreadHasItsOwnTrampoline() {
        let threads = 8
        let results = Collector<[Int]>()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var order: [Int] = []
            let scheduler = CurrentThreadScheduler.instance
            _ = scheduler.scheduleRecursive(0) { count, recurse in
                order.append(count)
                _ = scheduler.schedule(()) { _ in
                    order.append(-count)
                    return Disposables.create()
                }
                if count < 1_000 { recurse(count + 1) }
            }
            XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
            results.append(order)
        }
        let expected = (0...1_000).flatMap { [$0, -$0] }
        XCTAssertEqual(results.count, threads)
        for order in results.snapshot {
            XCTAssertEqual(order, expected)
        }
    }

    func testNothingLeaks() {
        assertNoLeaks {
            _ = scheduler.schedule(()) { _ in
                _ = self.scheduler.scheduleRecursive(0) { count, recurse in
                    if count < 100 { recurse(count + 1) }
                }
                return Disposables.create()
            }
        }
    }
}
