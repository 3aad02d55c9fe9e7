import Foundation
import RxCore
import XCTest

/// An error with a readable description for `.error` events in scheduler and marble tests.
struct MarbleTestError: Error, CustomStringConvertible {
    let name: String

    init(_ name: String = "boom") {
        self.name = name
    }

    var description: String {
        "MarbleTestError(\(name))"
    }
}

/// Runs the main run loop (which also drains the main dispatch queue) until `condition` holds or
/// `timeout` passes; fails the test on timeout. Call it on the main thread.
func spinMainRunLoop(
    timeout: TimeInterval = 30,
    file: StaticString = #filePath,
    line: UInt = #line,
    until condition: () -> Bool
) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("timed out after \(timeout) s waiting on the main run loop", file: file, line: line)
            return
        }
        RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
}

/// A thread-safe list that collects values from any thread, for dispatch-scheduler tests.
final class Collector<Value: Sendable>: @unchecked Sendable {
    // `values` is guarded by `lock`.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var snapshot: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    var count: Int {
        snapshot.count
    }
}

extension SchedulerType {
    /// On a serial scheduler, runs `body` while an action of this scheduler holds its queue, so
    /// that none of the queue's other work, timers included, runs before `body` returns, however
    /// long this thread takes; then lets the queue go on. Fails the test if the queue is not
    /// held within 30 seconds.
    func whileQueueIsHeld<Result>(
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () throws -> Result
    ) rethrows -> Result {
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        _ = schedule(()) { _ in
            held.signal()
            release.wait()
            return Disposables.create()
        }
        defer { release.signal() }
        XCTAssertEqual(held.wait(timeout: .now() + 30), .success, "the queue was never held", file: file, line: line)
        return try body()
    }

    /// On a serial scheduler, waits until the work scheduled before this call has run; fails the
    /// test if that takes longer than 30 seconds.
    func drainPendingWork(file: StaticString = #filePath, line: UInt = #line) {
        let done = DispatchSemaphore(value: 0)
        _ = schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the queue never drained", file: file, line: line)
    }
}
