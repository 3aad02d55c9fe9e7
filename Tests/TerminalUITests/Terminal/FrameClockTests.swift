import TerminalTestSupport
import XCTest

@testable import TerminalUI

final class FrameClockTests: XCTestCase {
    /// A clock on a manual timer whose time the test sets.
    @MainActor
    private final class Fixture {
        let timer = ManualFrameTimer()
        var time = Duration.zero
        var frames: [Duration] = []
        var framesWanted = 0
        lazy var clock: FrameClock = {
            let clock = FrameClock(interval: .milliseconds(16), timer: timer, now: { [unowned self] in self.time })
            clock.onFrame = { [unowned self] now in
                frames.append(now)
                framesWanted -= 1
                return framesWanted > 0
            }
            return clock
        }()
    }

    func testAnIdleClockHasNoTimer() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            XCTAssertFalse(fixture.clock.isRunning)
            XCTAssertEqual(fixture.timer.starts, [])
            fixture.timer.fire()
            XCTAssertEqual(fixture.frames, [])
        }
    }

    func testFramesComeWithTheCurrentTimeUntilTheHandlerIsDone() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.framesWanted = 3
            fixture.clock.requestFrames()
            XCTAssertTrue(fixture.clock.isRunning)
            XCTAssertEqual(fixture.timer.starts, [.milliseconds(16)])
            for step in 1...5 {
                fixture.time = .milliseconds(16 * step)
                fixture.timer.fire()
            }
            XCTAssertEqual(fixture.frames, [.milliseconds(16), .milliseconds(32), .milliseconds(48)])
            XCTAssertFalse(fixture.clock.isRunning)
            XCTAssertFalse(fixture.timer.isRunning)
            XCTAssertEqual(fixture.timer.stops, 1)
        }
    }

    func testRepeatedRequestsDoNotRestartTheTimer() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.framesWanted = 10
            fixture.clock.requestFrames()
            fixture.clock.requestFrames()
            fixture.timer.fire()
            fixture.clock.requestFrames()
            XCTAssertEqual(fixture.timer.starts.count, 1)
            XCTAssertEqual(fixture.frames.count, 1)
        }
    }

    func testARequestAfterSettlingStartsAgain() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.framesWanted = 1
            fixture.clock.requestFrames()
            fixture.timer.fire()
            XCTAssertFalse(fixture.clock.isRunning)
            fixture.framesWanted = 2
            fixture.clock.requestFrames()
            fixture.timer.fire()
            fixture.timer.fire()
            fixture.timer.fire()
            XCTAssertEqual(fixture.timer.starts.count, 2)
            XCTAssertEqual(fixture.timer.stops, 2)
            XCTAssertEqual(fixture.frames.count, 3)
        }
    }

    func testStopEndsFramesAndIsHarmlessWhenIdle() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.clock.stop()
            XCTAssertEqual(fixture.timer.stops, 0)
            fixture.framesWanted = 10
            fixture.clock.requestFrames()
            fixture.clock.stop()
            fixture.timer.fire()
            XCTAssertEqual(fixture.frames, [])
            XCTAssertEqual(fixture.timer.stops, 1)
        }
    }

    func testATickWithoutAHandlerStopsTheClock() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let timer = ManualFrameTimer()
            let clock = FrameClock(timer: timer, now: { .zero })
            clock.requestFrames()
            XCTAssertEqual(timer.starts, [FrameClock.defaultInterval])
            timer.fire()
            XCTAssertFalse(clock.isRunning)
            XCTAssertFalse(timer.isRunning)
        }
    }

    func testTheMonotonicTimeNeverGoesBack() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let first = FrameClock.monotonicNow()
            let second = FrameClock.monotonicNow()
            XCTAssertGreaterThanOrEqual(first, .zero)
            XCTAssertGreaterThanOrEqual(second, first)
            XCTAssertEqual(FrameClock.defaultInterval, .nanoseconds(16_666_667))
        }
    }
}
