import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process-wide record of how to put the terminal back, usable from signal handlers.
///
/// A signal can arrive at any instruction, so the handler may only call async-signal-safe
/// functions (`write`, `tcsetattr`, `sigaction`, `raise`) and must not allocate, lock or touch
/// reference counts. Everything it needs is therefore copied, when the mode is entered, into
/// memory allocated once and never freed: the descriptors, the saved `termios`, the restore
/// sequence as raw bytes, and the signal dispositions that were replaced. A three-state atomic
/// says whether there is anything to restore.
///
/// The ordinary path (``restore()``) claims the state with a compare-and-exchange, so it runs
/// once however often it is called. The emergency path (a signal, `atexit`) restores whenever
/// the state is not idle, even while the ordinary path is mid-way: writing the sequence and the
/// settings twice is harmless, whereas a process dying half-restored is not.
public enum TerminalRestorer {
    /// What the emergency path needs, in plain memory.
    private struct Storage {
        var input: Int32 = -1
        var output: Int32 = -1
        var attributes = termios()
        var sequence: UnsafeMutablePointer<UInt8>
        var sequenceCount = 0
        /// The dispositions replaced by ``install(signals:)``, indexed by signal number.
        var previousActions: UnsafeMutablePointer<sigaction>
        /// Bit *n* is set when signal *n*'s handler is installed.
        var installed: UInt64 = 0
    }

    /// The largest restore sequence kept.
    public static let sequenceCapacity = 256

    /// Signal numbers up to this can be guarded.
    private static let signalCapacity = 64

    private static let idle = 0
    private static let armed = 1
    private static let restoring = 2

    /// Idle, armed, or restoring on the ordinary path.
    private static let state = Atomic<Int>(idle)

    /// Written only while ``state`` is idle (in ``arm``), and by the ordinary path while it holds
    /// the state; signal handlers only read it. Allocated once and never freed.
    nonisolated(unsafe) private static let storage: UnsafeMutablePointer<Storage> = {
        let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCapacity + 1)
        actions.initialize(repeating: sigaction(), count: signalCapacity + 1)
        storage.initialize(
            to: Storage(
                sequence: .allocate(capacity: sequenceCapacity),
                previousActions: actions
            )
        )
        return storage
    }()

    /// Whether `atexit` registration has happened.
    private static let exitHandlerRegistered = Atomic<Bool>(false)

    /// Whether settings are recorded and not yet restored.
    public static var isArmed: Bool { state.load(ordering: .acquiring) != idle }

    /// Records how to restore the terminal.
    ///
    /// - Parameters:
    ///   - input: The descriptor whose settings are restored.
    ///   - output: Where the restore sequence goes.
    ///   - attributes: The settings to restore.
    ///   - sequence: The bytes to write first (at most ``sequenceCapacity``).
    /// - Returns: `false` when something is already armed.
    public static func arm(input: Int32, output: Int32, attributes: termios, sequence: String) -> Bool {
        guard state.load(ordering: .acquiring) == idle else { return false }
        let bytes = Array(sequence.utf8.prefix(sequenceCapacity))
        storage.pointee.input = input
        storage.pointee.output = output
        storage.pointee.attributes = attributes
        bytes.withUnsafeBufferPointer { buffer in
            storage.pointee.sequence.update(from: buffer.baseAddress!, count: buffer.count)
        }
        storage.pointee.sequenceCount = bytes.count
        if !exitHandlerRegistered.exchange(true, ordering: .acquiringAndReleasing) {
            atexit { TerminalRestorer.emergencyRestore() }
        }
        return state.compareExchange(expected: idle, desired: armed, ordering: .acquiringAndReleasing).exchanged
    }

    /// Forgets the recorded settings without restoring them, and removes the signal handlers.
    public static func disarm() {
        uninstall()
        state.store(idle, ordering: .releasing)
    }

    /// Installs the restoring handler for `signals`, remembering their dispositions. Signals
    /// whose disposition is "ignore" are left alone.
    ///
    /// - Parameter signals: Signal numbers from 1 to 64.
    public static func install(signals: [Int32]) {
        for signal in signals where (1...Int32(signalCapacity)).contains(signal) {
            guard storage.pointee.installed & (1 << UInt64(signal)) == 0 else { continue }
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, SignalDisposition.of(current) != .ignored else { continue }
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = handleSignal
            #else
                action.__sigaction_u.__sa_sigaction = handleSignal
            #endif
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            guard sigaction(signal, &action, storage.pointee.previousActions + Int(signal)) == 0 else { continue }
            storage.pointee.installed |= 1 << UInt64(signal)
        }
    }

    /// The restore sequence and settings, applied once on the ordinary path, followed by the
    /// removal of the signal handlers.
    public static func restore() {
        guard state.compareExchange(expected: armed, desired: restoring, ordering: .acquiringAndReleasing).exchanged
        else {
            // Restored already, perhaps by the emergency path, which leaves handlers in place.
            if state.load(ordering: .acquiring) == idle { uninstall() }
            return
        }
        apply()
        uninstall()
        state.store(idle, ordering: .releasing)
    }

    /// Restores the terminal from a signal handler or `atexit`: async-signal-safe, and applied
    /// whenever something is armed, even if the ordinary path is running.
    public static func emergencyRestore() {
        guard state.load(ordering: .acquiring) != idle else { return }
        apply()
        state.store(idle, ordering: .releasing)
    }

    /// Writes `text` completely to `descriptor`, retrying after signals; gives up on errors.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - descriptor: An open descriptor.
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in writeAll(buffer.baseAddress!, count: buffer.count, to: descriptor) }
    }

    private static func apply() {
        let storage = storage
        writeAll(storage.pointee.sequence, count: storage.pointee.sequenceCount, to: storage.pointee.output)
        _ = tcsetattr(storage.pointee.input, TCSANOW, &storage.pointee.attributes)
    }

    private static func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) {
        var offset = 0
        while offset < count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes + offset, count - offset)
            #else
                let written = Darwin.write(descriptor, bytes + offset, count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Puts back every replaced disposition.
    private static func uninstall() {
        for signal in 1...Int32(signalCapacity) where storage.pointee.installed & (1 << UInt64(signal)) != 0 {
            _ = sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
        }
        storage.pointee.installed = 0
    }

    /// The handler: restore, then let the signal take its course.
    ///
    /// A termination signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE) gets its
    /// default action and is raised again, so the process ends as the signal asks, whatever
    /// handled it before: Swift's runtime catches SIGQUIT to print a crash report and, on a
    /// terminal, to offer an interactive debugger, and a request to quit is no crash. SIGQUIT's
    /// core dump is turned off for the same reason. A crash signal gets its previous disposition
    /// back: a fault (SIGSEGV, SIGILL from a trap) re-executes the faulting instruction on
    /// return, reaching the previous handler (the runtime's crash report) with the original
    /// context; a crash signal that was sent (`si_code` ≤ 0, from `kill` or `raise`) is raised
    /// again.
    private static let handleSignal: SignalHandler = { signal, information, _ in
        let savedErrorNumber = errno
        defer { errno = savedErrorNumber }
        TerminalRestorer.emergencyRestore()
        let storage = TerminalRestorer.storage
        storage.pointee.installed &= ~(1 << UInt64(signal))
        if isTerminationSignal(signal) {
            resetToDefault(signal)
            if signal == SIGQUIT {
                disableCoreDumps()
            }
            raise(signal)
            return
        }
        _ = sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
        let wasSent = information.map { $0.pointee.si_code <= 0 } ?? true
        if wasSent { raise(signal) }
    }

    /// Gives `number` its default action; `signal(2)` is async-signal-safe.
    private static func resetToDefault(_ number: Int32) {
        #if canImport(Glibc)
            _ = Glibc.signal(number, SIG_DFL)
        #else
            _ = Darwin.signal(number, SIG_DFL)
        #endif
    }

    /// Sets the core file size limit to zero; `setrlimit` is a plain system call.
    private static func disableCoreDumps() {
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        #if canImport(Glibc)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        #else
            _ = setrlimit(RLIMIT_CORE, &noCore)
        #endif
    }

    /// Whether `signal` asks the process to end, rather than reporting a crash; plain
    /// comparisons, safe in a signal handler.
    ///
    /// - Parameter signal: A signal number.
    /// - Returns: `true` for the signals of ``TerminalMode/terminationSignals``.
    public static func isTerminationSignal(_ signal: Int32) -> Bool {
        signal == SIGINT || signal == SIGTERM || signal == SIGHUP || signal == SIGQUIT || signal == SIGUSR1
            || signal == SIGUSR2 || signal == SIGPIPE
    }

    /// A `sigaction` handler that receives `siginfo_t`.
    private typealias SignalHandler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
}
