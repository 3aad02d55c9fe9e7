import Dispatch

/// A ``FrameTimer`` backed by a `DispatchSourceTimer` on the main queue.
///
/// The source exists only while started: a stopped timer is cancelled and released, so an idle
/// app has no timer that could wake it.
@MainActor
public final class DispatchFrameTimer: FrameTimer {
    /// The running source, or `nil` when stopped.
    private var source: (any DispatchSourceTimer)?

    /// How late a tick may be, as a fraction of the interval: some leeway lets the system batch
    /// wake-ups without visibly uneven frames.
    public static let leewayFraction = 0.1

    /// Creates a stopped timer.
    public init() {}

    /// Whether the timer is running.
    public var isRunning: Bool { source != nil }

    /// Starts a repeating timer on the main queue.
    ///
    /// - Parameters:
    ///   - interval: The time between calls; the first call comes one interval from now.
    ///   - handler: What to call, on the main actor.
    public func start(interval: Duration, handler: @escaping @MainActor () -> Void) {
        stop()
        let nanoseconds = max(Int(interval / .nanoseconds(1)), 1)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds),
            repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(Int(Double(nanoseconds) * Self.leewayFraction))
        )
        timer.setEventHandler {
            MainActor.assumeIsolated { handler() }
        }
        timer.resume()
        source = timer
    }

    /// Cancels the source.
    public func stop() {
        source?.cancel()
        source = nil
    }

    isolated deinit {
        source?.cancel()
    }
}
