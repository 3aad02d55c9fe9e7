import Dispatch
import Foundation
import XCTest

@testable import RxCore

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    private let key = DispatchSpecificKey<Int>()

    private func makeQueue() -> DispatchQueue {
        let queue = DispatchQueue(label: "rxcore.tests.concurrent", attributes: .concurrent)
        queue.setSpecific(key: key, value: 3)
        return queue
    }

    func testWorkRunsOnTheGivenQueueAndMayOverlap() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: makeQueue())
        let key = self.key
        let onQueue = Collector<Bool>()
        let running = AtomicCell<Int>(0)
        let maximum = AtomicCell<Int>(0)
        let group = DispatchGroup()
        // Each action stays until two actions have run at once (or a shared deadline passes), so
        // on a queue that runs one action at a time the maximum stays 1 and the test fails.
        let deadline = DispatchTime.now() + 30
        for _ in 0..<64 {
            group.enter()
            _ = scheduler.schedule(()) { _ in
                let now = running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
                var seen = maximum.load(ordering: .relaxed)
                while now > seen {
                    let exchange = maximum.compareExchange(expected: seen, desired: now, ordering: .relaxed)
                    if exchange.exchanged { break }
                    seen = exchange.original
                }
                onQueue.append(DispatchQueue.getSpecific(key: key) == 3)
                while maximum.load(ordering: .relaxed) < 2 && DispatchTime.now() < deadline { usleep(100) }
                running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                group.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(onQueue.snapshot, Array(repeating: true, count: 64))
        XCTAssertGreaterThanOrEqual(maximum.load(ordering: .relaxed), 2)
    }

    func testQoSInitializerRunsWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    }

    func testRelativeWorkWaitsAtLeastTheDueTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: makeQueue())
        let key = self.key
        let start = DispatchTime.now()
        let result = Collector<String>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative(5, dueTime: .milliseconds(40)) { state in
            let waited = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 40_000_000
            result.append("state \(state), waited \(waited), on queue \(DispatchQueue.getSpecific(key: key) == 3)")
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(result.snapshot, ["state 5, waited true, on queue true"])
    }

    func testDisposalCancelsPendingWork() {
        let queue = makeQueue()
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ran = Collector<String>()
        let relative = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ran.append("relative")
            return Disposables.create()
        }
        relative.dispose()
        // A later timer on the same queue: once it has fired and a barrier has let everything
        // queued before it finish, the disposed action's time has come and gone.
        scheduler.awaitLaterMarker(after: .milliseconds(60), barrierOn: queue) { ran.append("marker") }
        XCTAssertEqual(ran.snapshot, ["marker"])
    }

    func testPeriodicWorkStopsWhenDisposed() {
        let queue = makeQueue()
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let states = Collector<Int>()
        let third = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(10, startAfter: .milliseconds(2), period: .milliseconds(4)) { state in
            states.append(state)
            if state == 12 { third.signal() }
            return state + 1
        }
        XCTAssertEqual(third.wait(timeout: .now() + 30), .success)
        periodic.dispose()
        // A run already under way may still finish; the barrier waits for it.
        queue.sync(flags: .barrier) {}
        let count = states.count
        // Ten periods later, a timer that was not stopped would have fired again.
        scheduler.awaitLaterMarker(after: .milliseconds(40), barrierOn: queue)
        XCTAssertEqual(states.count, count, "ran after disposal")
        XCTAssertEqual(states.snapshot, Array(10..<(10 + count)))
        XCTAssertGreaterThanOrEqual(count, 3)
    }
}
