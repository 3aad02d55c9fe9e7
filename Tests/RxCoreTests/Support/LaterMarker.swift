import Dispatch
import RxCore
import XCTest

extension SchedulerType {
    /// Proves that work due before `dueTime` from now had its chance to run: schedules `marker`
    /// after `dueTime`, waits until it has run, then, given a concurrent `queue`, waits for a
    /// barrier on it, so work queued before the marker has finished too.
    ///
    /// Dispatch timers on one queue fire in the order they fall due, and a serial queue runs
    /// work in the order it was queued: once the marker has run (and the barrier passed), work
    /// that would have run earlier has run, or never will. Use it instead of sleeping before
    /// asserting that something did not happen.
    func awaitLaterMarker(
        after dueTime: RxTimeInterval,
        barrierOn queue: DispatchQueue? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ marker: @escaping @Sendable () -> Void = {}
    ) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduleRelative((), dueTime: dueTime) { _ in
            marker()
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the marker never ran", file: file, line: line)
        queue?.sync(flags: .barrier) {}
    }
}
