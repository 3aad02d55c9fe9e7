import Foundation
import RxCore
import RxTest
import XCTest

/// Asserts that `Resources.total` is back at its value from before `body` ran, so the chains
/// `body` built released everything.
func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows {
    let before = Resources.total
    try body()
    XCTAssertEqual(Resources.total, before, "live RxCore objects leaked", file: file, line: line)
}

/// Runs `apply` on a source that completes, one that fails, and one whose subscription is disposed
/// while it is still running, each on a fresh `TestScheduler`, and asserts that RxCore's
/// live-object count returns to where it started after each run.
func assertReleasesResources<Result>(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ apply: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>
) {
    let endings: [(name: String, events: [Recorded<Event<Int>>], disposed: TestTime)] = [
        ("completes", [.next(210, 1), .next(220, 2), .completed(230)], 1_000),
        ("fails", [.next(210, 1), .next(220, 2), .error(230, MarbleTestError())], 1_000),
        ("is disposed", [.next(210, 1), .next(220, 2), .next(900, 3)], 225),
    ]
    for ending in endings {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(ending.events)
            _ = scheduler.start(disposed: ending.disposed) { apply(source.asObservable(), scheduler) }
        }
        XCTAssertEqual(
            Resources.total, before, "RxCore objects leaked when the source \(ending.name)", file: file, line: line)
    }
}

/// Waits until RxCore's live-object count is exactly `baseline`, failing after `timeout`.
///
/// Work on dispatch queues releases its last objects shortly after the callback a test waits
/// for, so a test that used real schedulers calls this before it ends: that checks it leaked
/// nothing and keeps its leftovers out of the counts of the tests that follow. A count that stays
/// below the baseline fails too: something this test did not create went away, so the baseline
/// was taken while another test's objects were still leaving.
func waitForResources(
    toReturnTo baseline: Int,
    timeout: TimeInterval = 30,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let deadline = Date().addingTimeInterval(timeout)
    while Resources.total != baseline {
        if Date() > deadline {
            let difference = Resources.total - baseline
            let message =
                difference > 0
                ? "RxCore objects leaked: \(difference) still alive"
                : "\(-difference) RxCore objects alive at the start went away: the baseline was not settled"
            XCTFail(message, file: file, line: line)
            return
        }
        Thread.sleep(forTimeInterval: 0.001)
    }
}

/// Waits until RxCore's live-object count has not changed for `quietPeriod` (at most `timeout`),
/// so that a baseline taken afterwards does not include objects still on their way out.
func waitForResourcesToSettle(quietPeriod: TimeInterval = 0.05, timeout: TimeInterval = 2) {
    let deadline = Date().addingTimeInterval(timeout)
    var count = Resources.total
    var quietSince = Date()
    while Date() < deadline {
        // Work queued for the main thread may hold the last references.
        RunLoop.main.run(until: Date().addingTimeInterval(0.001))
        let now = Resources.total
        if now != count {
            count = now
            quietSince = Date()
        } else if Date().timeIntervalSince(quietSince) >= quietPeriod {
            return
        }
    }
}

/// An observer that forwards to `probe` and signals `terminated` after the terminal event.
func signalling(_ probe: ContractProbe, _ terminated: DispatchSemaphore) -> AnyObserver<Int> {
    AnyObserver { event in
        probe.on(event)
        if event.isStopEvent { terminated.signal() }
    }
}
