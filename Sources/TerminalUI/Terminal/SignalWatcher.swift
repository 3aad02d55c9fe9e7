import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers signals such as SIGWINCH (the terminal was resized) on the main queue, as ordinary
/// events instead of in a signal handler.
///
/// Each signal gets a `DispatchSource.makeSignalSource` on the main queue. A signal still at its
/// default disposition is first set to "ignore", so one arriving before the source is ready
/// cannot end the process (the default for SIGINT and SIGTERM); on Linux, libdispatch then
/// installs its own forwarding handler the first time a signal is watched, and a disposition
/// someone else set is left alone, which keeps a second watcher of the same signal working.
/// Several signals that arrive before the main queue runs are reported once.
///
/// On Linux, libdispatch reads signals through a `signalfd`, which only sees signals that every
/// thread blocks; a signal that lands on a thread that does not block it goes through
/// libdispatch's forwarding handler, which then blocks almost every signal on that thread for
/// good. If that thread were the main thread, SIGTERM and SIGINT would stay pending forever and
/// ``TerminalMode``'s restoring handler could never run. So the watcher blocks its signals on the
/// calling (main) thread, where they then go straight to the `signalfd`, and they stay blocked
/// after ``cancel()``. Create the watcher before other long-lived threads (``InputReader``
/// blocks signals on its own thread anyway), so they inherit the mask.
///
/// Watching a signal replaces ``TerminalMode``'s restoring handler for it, and vice versa, since a
/// signal has one disposition per process: the app guards the termination signals with
/// ``TerminalMode`` and watches SIGWINCH here; to shut down gracefully on SIGTERM instead, it
/// watches SIGTERM here and leaves it out of ``TerminalMode/enter(guarding:)``.
///
/// ```swift
/// let watcher = SignalWatcher(signals: [SIGWINCH]) { _ in renderer.resize(to: TerminalSize.size(of: STDOUT_FILENO)) }
/// ```
@MainActor
public final class SignalWatcher {
    /// The signals watched.
    public let signals: [Int32]

    private var sources: [any DispatchSourceSignal]

    /// How many sources have not reported their registration yet.
    private var unregistered: Int

    /// Starts watching.
    ///
    /// Registration with the kernel finishes asynchronously; a signal that arrives before it is
    /// lost (it is ignored meanwhile). `onReady` tells when every signal is covered: the app
    /// reads the terminal size again then, so a resize during start-up is not missed.
    ///
    /// - Parameters:
    ///   - signals: The signal numbers.
    ///   - onReady: Called on the main actor once every signal's source is registered.
    ///   - handler: Called on the main actor with the signal number.
    public init(
        signals: [Int32],
        onReady: (@MainActor () -> Void)? = nil,
        handler: @escaping @MainActor (Int32) -> Void
    ) {
        self.signals = signals
        unregistered = signals.count
        sources = []
        var watched = sigset_t()
        sigemptyset(&watched)
        for number in signals { sigaddset(&watched, number) }
        pthread_sigmask(SIG_BLOCK, &watched, nil)
        sources = signals.map { number in
            if SignalDisposition.of(number) == .standard { _ = signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(number) }
            }
            source.setRegistrationHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.unregistered -= 1
                    if self.unregistered == 0 { onReady?() }
                }
            }
            source.resume()
            return source
        }
        if signals.isEmpty, let onReady { DispatchQueue.main.async { MainActor.assumeIsolated { onReady() } } }
    }

    /// Stops watching; no handler call happens after this returns. Dispositions and the main
    /// thread's signal mask are left as they are: libdispatch installs its handler only once per
    /// signal and process, and unblocking would let its forwarder run on the main thread.
    public func cancel() {
        for source in sources { source.cancel() }
        sources = []
    }

    isolated deinit {
        for source in sources { source.cancel() }
    }

}
