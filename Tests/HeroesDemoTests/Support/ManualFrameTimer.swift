@testable import HeroesDemo

/// A `FrameTimer` that ticks only when a test calls `fire()`, and records how it was used.
@MainActor
final class ManualFrameTimer: FrameTimer {
    /// The interval of every `start`, in order.
    private(set) var starts: [Duration] = []

    /// How many times `stop` was called while started.
    private(set) var stops = 0

    private var handler: (@MainActor () -> Void)?

    /// Whether the timer is started.
    var isRunning: Bool { handler != nil }

    func start(interval: Duration, handler: @escaping @MainActor () -> Void) {
        starts.append(interval)
        self.handler = handler
    }

    func stop() {
        guard handler != nil else { return }
        stops += 1
        handler = nil
    }

    /// Calls the handler, as one tick; does nothing when stopped.
    func fire() {
        handler?()
    }
}
