/// Drives animations: calls a frame handler about 60 times a second while something animates,
/// and not at all otherwise.
///
/// The clock is idle until ``requestFrames()``; then its ``FrameTimer`` ticks every
/// ``interval`` and each tick calls ``onFrame`` with the current time. When the handler returns
/// `false` (nothing is animating any more) the timer is stopped and released: an idle app has no
/// timer and no wake-ups. Time comes from an injected source, so tests step frames by hand with
/// a manual timer and a fake time, deterministically.
///
/// A renderer draws the first frame of an animation itself, right when the change arrives (so a
/// keystroke shows without waiting for a tick), then requests frames for the rest:
///
/// ```swift
/// let clock = FrameClock()
/// clock.onFrame = { now in
///     renderer.drawFrame(at: now)
///     return renderer.isAnimating(at: now)
/// }
/// renderer.drawFrame(at: clock.now)
/// clock.requestFrames()
/// ```
@MainActor
public final class FrameClock {
    /// One sixtieth of a second.
    public static let defaultInterval = Duration.nanoseconds(16_666_667)

    /// The time between frames.
    public let interval: Duration

    /// Called on every tick with the current time; returns whether more frames are needed.
    public var onFrame: (@MainActor (Duration) -> Bool)?

    /// Whether the timer is running.
    public private(set) var isRunning = false

    private let timer: any FrameTimer
    private let timeSource: @MainActor () -> Duration

    /// Creates an idle clock.
    ///
    /// - Parameters:
    ///   - interval: The time between frames.
    ///   - timer: What ticks; a ``DispatchFrameTimer`` in the app.
    ///   - now: The current time on a monotonic scale; only differences matter.
    public init(
        interval: Duration = defaultInterval,
        timer: any FrameTimer = DispatchFrameTimer(),
        now: @escaping @MainActor () -> Duration = FrameClock.monotonicNow
    ) {
        self.interval = interval
        self.timer = timer
        self.timeSource = now
    }

    /// The current time.
    public var now: Duration { timeSource() }

    /// Starts ticking unless already ticking.
    public func requestFrames() {
        guard !isRunning else { return }
        isRunning = true
        timer.start(interval: interval) { [weak self] in self?.tick() }
    }

    /// Stops ticking; the next ``requestFrames()`` starts again.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        timer.stop()
    }

    /// One frame: asks the handler, and stops when it needs no more.
    private func tick() {
        guard isRunning else { return }
        guard let onFrame, onFrame(now) else {
            stop()
            return
        }
    }

    /// The time since the first call, on the monotonic clock.
    public static func monotonicNow() -> Duration {
        // The origin is set on first use, so it must be read before the current time.
        let origin = origin
        return ContinuousClock.now - origin
    }

    private static let origin = ContinuousClock.now
}
