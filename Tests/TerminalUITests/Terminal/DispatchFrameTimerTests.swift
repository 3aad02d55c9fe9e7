import XCTest

@testable import TerminalUI

final class DispatchFrameTimerTests: XCTestCase {
    /// Runs the main run loop until `expectations` are fulfilled.
    private static func wait(for expectations: [XCTestExpectation], file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(XCTWaiter().wait(for: expectations, timeout: 30), .completed, file: file, line: line)
    }

    func testTicksOnTheMainQueueUntilStopped() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let timer = DispatchFrameTimer()
            XCTAssertFalse(timer.isRunning)
            let ticked = XCTestExpectation(description: "three ticks")
            var ticks = 0
            timer.start(interval: .milliseconds(2)) {
                XCTAssertTrue(Thread.isMainThread)
                ticks += 1
                if ticks == 3 {
                    timer.stop()
                    ticked.fulfill()
                }
            }
            XCTAssertTrue(timer.isRunning)
            Self.wait(for: [ticked])
            XCTAssertFalse(timer.isRunning)
            // No tick may arrive after `stop`. The marker is a later timer on the same serial
            // (main) queue: a tick source left running would fall due, and run, before it.
            let later = XCTestExpectation(description: "main queue ran on")
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { later.fulfill() }
            Self.wait(for: [later])
            XCTAssertEqual(ticks, 3)
        }
    }

    func testStartingAgainReplacesTheSchedule() {
        MainActor.assumeIsolated {
            let timer = DispatchFrameTimer()
            var first = 0
            timer.start(interval: .milliseconds(1)) { first += 1 }
            let ticked = XCTestExpectation(description: "second schedule ticks")
            timer.start(interval: .milliseconds(1)) {
                timer.stop()
                ticked.fulfill()
            }
            Self.wait(for: [ticked])
            XCTAssertEqual(first, 0)
        }
    }
}
