import TerminalUI

/// A `FrameTimer` that ticks only when a test calls `fire()`, and records how it was used.
@MainActor
public final class ManualFrameTimer: FrameTimer {
    /// The interval of every `start`, in order.
    public private(set) var starts: [Duration] = []

    /// How many times `stop` was called while started.
    public private(set) var stops = 0

    private var handler: (@MainActor () -> Void)?

    /// Creates a timer that has not started.
    public init() {}

    /// Whether the timer is started.
    public var isRunning: Bool { handler != nil }

    /// Records the start and keeps the handler until `stop()`.
    public func start(interval: Duration, handler: @escaping @MainActor () -> Void) {
        starts.append(interval)
        self.handler = handler
    }

    /// Counts the stop and drops the handler.
    public func stop() {
        guard handler != nil else { return }
        stops += 1
        handler = nil
    }

    /// Calls the handler, as one tick; does nothing when stopped.
    public func fire() {
        handler?()
    }
}
