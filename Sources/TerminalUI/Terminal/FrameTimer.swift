/// Something that calls a handler at a fixed interval on the main actor until stopped.
///
/// ``FrameClock`` depends on this protocol rather than on Dispatch so that tests can fire frames
/// by hand (see `ManualFrameTimer` in the tests); the app uses ``DispatchFrameTimer``.
@MainActor
public protocol FrameTimer: AnyObject {
    /// Starts calling `handler` every `interval`, replacing any earlier schedule.
    ///
    /// - Parameters:
    ///   - interval: The time between calls.
    ///   - handler: What to call.
    func start(interval: Duration, handler: @escaping @MainActor () -> Void)

    /// Stops calling the handler and releases it. Does nothing when not started.
    func stop()
}
