import XCTest

@testable import TerminalUI

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
        XCTAssertEqual(XCTWaiter().wait(for: expectations, timeout: 30), .completed, file: file, line: line)
    }

    /// Sends `signal` twice to a fresh watcher of it, waiting for each delivery before the next.
    ///
    /// libdispatch reads signals on one manager queue and wakes every source of a signal in the
    /// same pass; the second delivery is read in a later pass and queued on the main queue after
    /// everything the first pass queued. So once it has arrived, a handler of another source woken
    /// by the first signal has run, or never will.
    @MainActor
    private static func sendThroughMarkerWatcher(_ signal: Int32) {
        let ready = XCTestExpectation(description: "marker watcher ready")
        let arrivals = [
            XCTestExpectation(description: "first marker"), XCTestExpectation(description: "second marker"),
        ]
        var count = 0
        let marker = SignalWatcher(signals: [signal], onReady: { ready.fulfill() }) { _ in
            count += 1
            if count <= arrivals.count { arrivals[count - 1].fulfill() }
        }
        wait(for: [ready])
        for arrival in arrivals {
            XCTAssertEqual(kill(getpid(), signal), 0)
            wait(for: [arrival])
        }
        marker.cancel()
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
            // The signal reaches a second watcher (twice, see `sendThroughMarkerWatcher`), so it
            // would have reached the cancelled one too.
            Self.sendThroughMarkerWatcher(SIGWINCH)
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
