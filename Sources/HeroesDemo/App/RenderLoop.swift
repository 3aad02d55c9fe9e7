import TerminalUI

/// Draws the app's frames: at most one per change, written as the difference from the frame
/// before.
///
/// Parts of the app mark the screen as needing display (``setNeedsDisplay()``) as often as they
/// like; the frame is drawn once, when the app calls ``displayIfNeeded()`` at the end of what it
/// is handling (a key, a search result), as a UIKit view draws once per run-loop turn however
/// often `setNeedsDisplay` was called. ``render()`` draws at once (a resize, an animation frame).
///
/// Drawing can end an animation, whose completion can start the next update, which asks for
/// another frame: such requests made while drawing are served by drawing again right after.
///
/// ```swift
/// let loop = RenderLoop(compose: { screen.frame(content, table: table, at: clock.now) }, write: output)
/// loop.setNeedsDisplay()
/// loop.setNeedsDisplay()
/// loop.displayIfNeeded()  // one frame
/// ```
@MainActor
final class RenderLoop {
    /// Draws the current frame from scratch.
    private let compose: @MainActor () -> ScreenBuffer

    /// Receives the terminal output of each frame.
    var write: @MainActor (String) -> Void

    /// The last frame written, or `nil` before the first and after ``invalidate()``.
    private(set) var previousFrame: ScreenBuffer?

    /// How many frames have been drawn, for tests.
    private(set) var framesDrawn = 0

    /// Whether something changed since the last frame.
    private(set) var needsDisplay = false

    private var isRendering = false

    /// Creates a loop that has drawn nothing yet.
    ///
    /// - Parameters:
    ///   - compose: Draws the current frame.
    ///   - write: Receives the terminal output of each frame.
    init(compose: @escaping @MainActor () -> ScreenBuffer, write: @escaping @MainActor (String) -> Void) {
        self.compose = compose
        self.write = write
    }

    /// Notes that the next ``displayIfNeeded()`` must draw.
    func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Draws a frame if anything asked for one since the last.
    func displayIfNeeded() {
        if needsDisplay || isRendering { render() }
    }

    /// Forgets what the terminal shows, so the next frame is written whole.
    func invalidate() {
        previousFrame = nil
        needsDisplay = true
    }

    /// Draws a frame now and writes what changed since the last one.
    func render() {
        guard !isRendering else {
            needsDisplay = true
            return
        }
        isRendering = true
        defer { isRendering = false }
        repeat {
            needsDisplay = false
            let frame = compose()
            framesDrawn += 1
            let text = frame.diff(from: previousFrame)
            previousFrame = frame
            if !text.isEmpty { write(text) }
        } while needsDisplay
    }
}
