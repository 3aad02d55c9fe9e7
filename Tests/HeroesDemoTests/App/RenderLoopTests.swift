import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class RenderLoopTests: XCTestCase {
    @MainActor
    private final class Recorder {
        var text = "a"
        var composed = 0
        var writes: [String] = []
        var onCompose: (() -> Void)?
    }

    @MainActor
    private static func makeLoop(_ recorder: Recorder) -> RenderLoop {
        RenderLoop(
            compose: {
                recorder.composed += 1
                recorder.onCompose?()
                var screen = ScreenBuffer(width: 4, height: 1, colorSupport: .disabled)
                screen.put(recorder.text, row: 0, column: 0)
                return screen
            },
            write: { recorder.writes.append($0) }
        )
    }

    func testManyRequestsDrawOneFrame() {
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let loop = Self.makeLoop(recorder)
            loop.displayIfNeeded()
            XCTAssertEqual(recorder.composed, 0, "nothing asked for a frame")
            loop.setNeedsDisplay()
            loop.setNeedsDisplay()
            loop.setNeedsDisplay()
            loop.displayIfNeeded()
            XCTAssertEqual(recorder.composed, 1)
            XCTAssertEqual(loop.framesDrawn, 1)
            XCTAssertEqual(recorder.writes.count, 1, "the first frame is written whole")
            loop.displayIfNeeded()
            XCTAssertEqual(recorder.composed, 1, "nothing changed since")
        }
    }

    func testOnlyWhatChangedIsWrittenAndInvalidateWritesEverything() {
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let loop = Self.makeLoop(recorder)
            loop.render()
            loop.render()
            XCTAssertEqual(recorder.writes.count, 1, "an unchanged frame writes nothing")
            recorder.text = "ab"
            loop.render()
            XCTAssertEqual(recorder.writes.count, 2)
            XCTAssertLessThan(recorder.writes[1].utf8.count, recorder.writes[0].utf8.count)
            loop.invalidate()
            XCTAssertNil(loop.previousFrame)
            loop.displayIfNeeded()
            XCTAssertEqual(recorder.writes.count, 3)
            XCTAssertTrue(recorder.writes[2].hasPrefix("\u{1B}[0m\u{1B}[2J"), "a full redraw")
        }
    }

    func testARequestWhileDrawingDrawsAgainRightAfter() {
        MainActor.assumeIsolated {
            let recorder = Recorder()
            let loop = Self.makeLoop(recorder)
            recorder.onCompose = {
                guard recorder.composed == 1 else { return }
                recorder.text = "b"
                loop.setNeedsDisplay()
                loop.render()
            }
            loop.render()
            XCTAssertEqual(recorder.composed, 2, "drawn again once, not re-entered")
            XCTAssertEqual(loop.framesDrawn, 2)
            XCTAssertFalse(loop.needsDisplay)
        }
    }
}
