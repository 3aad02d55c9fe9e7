import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keystrokes from a terminal on a background thread and delivers them on the main queue.
///
/// The thread blocks in `poll(2)` on the input and on a wake-up pipe, with no timeout while
/// nothing is pending: an idle app does not wake up at all. Bytes go through a ``KeyDecoder``;
/// when the decoder holds an `ESC` at the end of a read, or is inside a terminal string
/// (``KeyDecoder/hasPendingEscape``), the poll waits at most ``escapeTimeout`` for the rest and
/// otherwise tells the decoder the input paused (``KeyDecoder/inputPaused()``), which reports a
/// lone `ESC` as the Esc key. An `ESC` followed by more bytes in the same read never waits: it
/// starts a sequence or an Alt key. Keys from one read are delivered together, in order, in one
/// call on the main queue, so that a paste or a burst of typing is handled as one batch (one
/// frame, one search) rather than key by key.
///
/// The input descriptor is left in blocking mode: `O_NONBLOCK` would be shared with the shell
/// through the terminal's open file description and outlive the app. Reads happen only after
/// `poll` reports data, so they do not block.
///
/// ```swift
/// let reader = InputReader(onKeys: { keys in app.handle(keys) }, onEnd: { app.quit() })
/// reader.start()
/// // …
/// reader.stop()
/// ```
public final class InputReader: Sendable {
    /// How long a lone `ESC` waits for the rest of an escape sequence: long enough for a slow
    /// remote connection to deliver a sequence's bytes, short enough that Esc feels immediate.
    public static let defaultEscapeTimeout = Duration.milliseconds(50)

    /// The descriptor read.
    public let descriptor: Int32

    /// How long a lone `ESC` waits before it counts as the Esc key.
    public let escapeTimeout: Duration

    private let onKeys: @MainActor @Sendable ([Key]) -> Void
    private let onEnd: @MainActor @Sendable () -> Void
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let state = Mutex(State.idle)
    private let stopped = Atomic<Bool>(false)
    private let wakeCount = Atomic<Int>(0)
    private let readCount = Atomic<Int>(0)
    private let threadCount = Atomic<Int>(0)

    private enum State {
        case idle
        case running
        case finished
    }

    /// Creates a reader; nothing is read before ``start()``.
    ///
    /// - Parameters:
    ///   - descriptor: The terminal's input, usually standard input; the caller keeps ownership.
    ///   - escapeTimeout: How long a lone `ESC` waits for more input.
    ///   - onKeys: Called on the main actor with the keys of each read, in order; never with none.
    ///   - onEnd: Called on the main actor once when the input ends (end of file or a read
    ///     error), not after ``stop()``.
    public init(
        descriptor: Int32 = STDIN_FILENO,
        escapeTimeout: Duration = defaultEscapeTimeout,
        onKeys: @escaping @MainActor @Sendable ([Key]) -> Void,
        onEnd: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        self.descriptor = descriptor
        self.escapeTimeout = escapeTimeout
        self.onKeys = onKeys
        self.onEnd = onEnd
        var pipeDescriptors: [Int32] = [-1, -1]
        if pipe(&pipeDescriptors) != 0 { pipeDescriptors = [-1, -1] }
        wakeReader = pipeDescriptors[0]
        wakeWriter = pipeDescriptors[1]
    }

    deinit {
        if wakeReader >= 0 { close(wakeReader) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    /// How many times the reading thread has returned from `poll`, for tests that check an idle
    /// reader stays asleep.
    public var wakeUps: Int { wakeCount.load(ordering: .relaxed) }

    /// How many `read` calls the reading thread has made, for tests that need each write read
    /// on its own.
    public var reads: Int { readCount.load(ordering: .relaxed) }

    /// How many reading threads ``start()`` has started: at most one.
    public var threadsStarted: Int { threadCount.load(ordering: .relaxed) }

    /// Whether the reading thread has ended: at the end of the input, after a read error, or
    /// after ``stop()``. It queues nothing for the main queue once this is true.
    public var hasFinished: Bool {
        state.withLock { state in
            if case .finished = state { true } else { false }
        }
    }

    /// The timeout the reading thread gives `poll`: none (`-1`, so an idle reader sleeps until
    /// input or ``stop()`` wakes it) unless an `ESC` waits for the bytes that may follow it.
    ///
    /// - Parameters:
    ///   - hasPendingEscape: Whether the decoder holds an undecided `ESC`.
    ///   - escapeTimeout: How long such an `ESC` waits.
    /// - Returns: Milliseconds for `poll`, rounded up, or `-1` for no timeout.
    public static func pollTimeout(hasPendingEscape: Bool, escapeTimeout: Duration) -> Int32 {
        guard hasPendingEscape else { return -1 }
        return Int32(min(max((escapeTimeout / .milliseconds(1)).rounded(.up), 0), Double(Int32.max)))
    }

    /// Starts the reading thread. Does nothing if already started or stopped.
    public func start() {
        let shouldStart = state.withLock { state in
            guard case .idle = state else { return false }
            state = .running
            return true
        }
        guard shouldStart else { return }
        threadCount.add(1, ordering: .relaxed)
        let thread = Thread { [self] in run() }
        thread.name = "TerminalUI.InputReader"
        thread.start()
    }

    /// Stops reading. Called on the main actor, it guarantees that neither callback runs again:
    /// keys already queued for the main queue are dropped. The thread exits at its next wake-up,
    /// which this call triggers; until ``stop()`` the thread keeps the reader alive.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    private func run() {
        Self.blockAsynchronousSignals()
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        defer { state.withLock { $0 = .finished } }
        while !stopped.load(ordering: .acquiring) {
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = Self.pollTimeout(hasPendingEscape: decoder.hasPendingEscape, escapeTimeout: escapeTimeout)
            let ready = poll(&descriptors, 2, timeout)
            wakeCount.add(1, ordering: .relaxed)
            if ready < 0 {
                if errno == EINTR { continue }
                finish(decoder.inputPaused())
                return
            }
            if stopped.load(ordering: .acquiring) || descriptors[1].revents != 0 { return }
            if ready == 0 {
                deliver(decoder.inputPaused())
                continue
            }
            guard descriptors[0].revents & Int16(POLLNVAL) == 0 else {
                finish(decoder.inputPaused())
                return
            }
            let count = read(descriptor, &buffer, buffer.count)
            readCount.add(1, ordering: .relaxed)
            if count > 0 {
                deliver(decoder.decode(buffer[0..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                finish(decoder.inputPaused())
                return
            }
        }
    }

    /// Keeps signals such as SIGTERM and SIGWINCH off the reading thread, so they reach the main
    /// thread (see ``SignalWatcher``); faults stay deliverable, since they concern this thread.
    private static func blockAsynchronousSignals() {
        var mask = sigset_t()
        sigfillset(&mask)
        for fault in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS] { sigdelset(&mask, fault) }
        pthread_sigmask(SIG_BLOCK, &mask, nil)
    }

    private func deliver(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                guard !stopped.load(ordering: .acquiring) else { return }
                onKeys(keys)
            }
        }
    }

    private func finish(_ keys: [Key]) {
        deliver(keys)
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                guard !stopped.load(ordering: .acquiring) else { return }
                onEnd()
            }
        }
    }
}
