import Dispatch
import Foundation
import RxCore
import XCTest

final class ConcurrentMainSchedulerTests: RxTestCase {
    func testRunsInlineOnTheMainQueueEvenWhenNested() {
        var log: [String] = []
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            log.append("outer")
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer done")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer", "inner", "outer done"])
    }

    func testWorkFromAnotherThreadRunsOnTheMainThread() {
        let ranOnMain = Collector<Bool>()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
        }
        spinMainRunLoop { ranOnMain.count == 1 }
        XCTAssertEqual(ranOnMain.snapshot, [true])
    }

    func testDisposingBeforeItRunsCancelsDispatchedWork() {
        let ran = Collector<Bool>()
        let scheduled = DispatchSemaphore(value: 0)
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.global().async {
            cancel.setDisposable(
                ConcurrentMainScheduler.instance.schedule(()) { _ in
                    ran.append(true)
                    return Disposables.create()
                }
            )
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 30), .success)
        cancel.dispose()
        let marker = Collector<Bool>()
        DispatchQueue.main.async { marker.append(true) }
        spinMainRunLoop { marker.count == 1 }
        XCTAssertEqual(ran.snapshot, [])
    }

    func testTimedWorkRunsOnTheMainThread() {
        let ranOnMain = Collector<Bool>()
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ranOnMain.append(Thread.isMainThread)
            return Disposables.create()
        }
        let periodic = ConcurrentMainScheduler.instance.schedulePeriodic(
            0,
            startAfter: .milliseconds(1),
            period: .milliseconds(1)
        ) { count in
            ranOnMain.append(Thread.isMainThread)
            return count + 1
        }
        spinMainRunLoop { ranOnMain.count >= 3 }
        periodic.dispose()
        XCTAssertEqual(Set(ranOnMain.snapshot), [true])
        XCTAssertLessThanOrEqual(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow), 1)
    }
}
