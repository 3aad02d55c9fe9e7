import XCTest

@testable import HeroesDemo

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

final class SignalWatcherTests: XCTestCase {
    private static func wait(for expectations: [XCTestExpectation], file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(XCTWaiter().wait(for: expectations, timeout: 5), .completed, file: file, line: line)
    }

    /// Lets the main queue run for a while, so anything already queued on it is delivered.
    private static func drainMainQueue() {
        let drained = XCTestExpectation(description: "main queue ran")
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { drained.fulfill() }
        wait(for: [drained])
    }

    func testDeliversSignalsOnTheMainQueueUntilCancelled() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            var received: [Int32] = []
            let arrivals = [XCTestExpectation(description: "SIGWINCH"), XCTestExpectation(description: "SIGCONT")]
            let ready = XCTestExpectation(description: "ready")
            let watcher = SignalWatcher(signals: [SIGWINCH, SIGCONT], onReady: { ready.fulfill() }) { signal in
                XCTAssertTrue(Thread.isMainThread)
                received.append(signal)
                if received.count <= arrivals.count { arrivals[received.count - 1].fulfill() }
            }
            Self.wait(for: [ready])
            XCTAssertEqual(watcher.signals, [SIGWINCH, SIGCONT])
            XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
            Self.wait(for: [arrivals[0]])
            XCTAssertEqual(kill(getpid(), SIGCONT), 0)
            Self.wait(for: [arrivals[1]])
            XCTAssertEqual(received, [SIGWINCH, SIGCONT])
            watcher.cancel()
            XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
            Self.drainMainQueue()
            XCTAssertEqual(received, [SIGWINCH, SIGCONT])
        }
    }

    /// Whether the calling thread blocks `signal`.
    private static func isBlocked(_ signal: Int32) -> Bool {
        var mask = sigset_t()
        XCTAssertEqual(pthread_sigmask(SIG_BLOCK, nil, &mask), 0)
        return sigismember(&mask, signal) == 1
    }

    func testTheMainThreadBlocksWatchedSignalsButStillTakesTerminationSignals() {
        MainActor.assumeIsolated {
            let ready = XCTestExpectation(description: "ready")
            let arrived = XCTestExpectation(description: "SIGWINCH")
            let watcher = SignalWatcher(signals: [SIGWINCH], onReady: { ready.fulfill() }) { _ in arrived.fulfill() }
            XCTAssertTrue(Self.isBlocked(SIGWINCH))
            Self.wait(for: [ready])
            XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
            Self.wait(for: [arrived])
            for signal in TerminalMode.terminationSignals {
                XCTAssertFalse(Self.isBlocked(signal), "signal \(signal)")
            }
            watcher.cancel()
        }
    }

    func testWatchingNoSignalsIsReadyAtOnce() {
        MainActor.assumeIsolated {
            let ready = XCTestExpectation(description: "ready")
            let watcher = SignalWatcher(signals: [], onReady: { ready.fulfill() }) { _ in
                XCTFail("no signal is watched")
            }
            Self.wait(for: [ready])
            watcher.cancel()
        }
    }

    func testASecondWatcherOfTheSameSignalStillReceivesIt() {
        MainActor.assumeIsolated {
            for round in 1...2 {
                let ready = XCTestExpectation(description: "watcher \(round) ready")
                let arrived = XCTestExpectation(description: "SIGWINCH, watcher \(round)")
                let watcher = SignalWatcher(signals: [SIGWINCH], onReady: { ready.fulfill() }) { _ in arrived.fulfill()
                }
                Self.wait(for: [ready])
                XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
                Self.wait(for: [arrived])
                watcher.cancel()
            }
        }
    }
}
