import Dispatch
import Foundation
import RxTest
import XCTest

@testable import RxCore

final class SchedulerTypeTests: RxTestCase {
    func testPeriodicEmulationRunsEveryPeriodAndThreadsTheState() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [String] = []
        var periodic: Disposable?
        scheduler.scheduleAt(200) {
            periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(100), period: .seconds(100)) { state in
                runs.append("\(state)@\(scheduler.clock)")
                return state + 1
            }
        }
        scheduler.scheduleAt(650) { periodic?.dispose() }
        scheduler.start()
        XCTAssertEqual(runs, ["0@300", "1@400", "2@500", "3@600"])
        XCTAssertEqual(scheduler.clock, 650)
    }

    func testPeriodicEmulationWithAZeroStartRunsAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [TestTime] = []
        var periodic: Disposable?
        scheduler.scheduleAt(200) {
            periodic = scheduler.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(50)) { _ in
                runs.append(scheduler.clock)
            }
        }
        scheduler.scheduleAt(360) { periodic?.dispose() }
        scheduler.start()
        XCTAssertEqual(runs, [201, 251, 301, 351])
    }

    func testPeriodicEmulationNeverOverlapsRunsOnAConcurrentScheduler() {
        let queue = DispatchQueue(label: "rxcore.tests.emulated-periodic", attributes: .concurrent)
        let scheduler = EmulatedPeriodicScheduler(ConcurrentDispatchQueueScheduler(queue: queue))
        let running = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let runs = AtomicCell<Int>(0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            if running.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            usleep(3_000)  // slower than the period, so ticks pile up
            running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            runs.wrappingAdd(1, ordering: .relaxed)
            return state + 1
        }
        let deadline = Date().addingTimeInterval(10)
        while runs.load(ordering: .relaxed) < 10 && Date() < deadline { usleep(1_000) }
        periodic.dispose()
        // A run already under way may still finish; the barrier waits for it.
        queue.sync(flags: .barrier) {}
        let finalRuns = runs.load(ordering: .relaxed)
        // Twenty periods later, ticks that were not stopped would have run again.
        scheduler.awaitLaterMarker(after: .milliseconds(20), barrierOn: queue)
        XCTAssertGreaterThanOrEqual(finalRuns, 10)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(runs.load(ordering: .relaxed), finalRuns, "ran after disposal")
    }
}

/// A scheduler without its own `schedulePeriodic`, so the protocol's emulation is used.
private struct EmulatedPeriodicScheduler: SchedulerType {
    let base: ConcurrentDispatchQueueScheduler

    init(_ base: ConcurrentDispatchQueueScheduler) {
        self.base = base
    }

    var now: RxTime {
        base.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
