import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the interactive app on the real terminal: full-screen mode, keys from standard input,
/// frames to standard output, re-layout on SIGWINCH, and the terminal restored on every way out.
///
/// The order of the steps matters. The SIGWINCH watcher comes first, so the signal is blocked on
/// the main thread before any other thread starts and inherits the mask. Then the terminal mode,
/// which also guards the termination and crash signals. Then the controller and the input
/// reader. The main thread then runs `RunLoop.main`, which serves the main queue (keys, timers,
/// signals) and leaves the main thread the main thread, as `MainActor.assumeIsolated` requires.
///
/// Quitting (Esc, Ctrl-C, the end of the input) stops the reader, restores the terminal and
/// exits; SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE and crashes restore it
/// through ``TerminalRestorer``.
///
/// ```swift
/// TerminalSession.run(heroes: catalog.heroes, configuration: configuration)  // does not return
/// ```
@MainActor
final class TerminalSession {
    private let mode = TerminalMode()
    private var output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    private var watcher: SignalWatcher?
    private var reader: InputReader?
    private var controller: HeroesController?

    /// The size assumed when the terminal does not report one.
    static let fallbackSize = (columns: 80, rows: 24)

    private init() {}

    /// Runs the app until the user quits, then exits the process.
    ///
    /// - Parameters:
    ///   - heroes: The heroes to browse.
    ///   - configuration: Animation and colour choices.
    /// - Returns: Only when the terminal cannot be set up: `.dataError`, after printing why.
    static func run(heroes: [Hero], configuration: HeroesController.Configuration) -> ExitStatus {
        let session = TerminalSession()
        return session.start(heroes: heroes, configuration: configuration)
    }

    private func start(heroes: [Hero], configuration: HeroesController.Configuration) -> ExitStatus {
        watcher = SignalWatcher(
            signals: [SIGWINCH],
            onReady: { [weak self] in self?.terminalResized() },
            handler: { [weak self] _ in self?.terminalResized() }
        )
        do {
            try mode.enter()
        } catch {
            var errors = FileDescriptorOutput(descriptor: STDERR_FILENO)
            errors.write("\(DemoCommand.programName): error: cannot use the terminal: \(error)\n")
            errors.flush()
            return .dataError
        }
        let size = TerminalSize.size(of: STDOUT_FILENO) ?? Self.fallbackSize
        let controller = HeroesController(
            heroes: heroes,
            configuration: configuration,
            size: size,
            write: { [weak self] text in self?.write(text) }
        )
        controller.onQuit = { [weak self] in self?.quit() }
        self.controller = controller
        let reader = InputReader(
            onKey: { [weak self] key in self?.controller?.handle(key) },
            onEnd: { [weak self] in self?.quit() }
        )
        self.reader = reader
        controller.start()
        reader.start()
        // The session lives as long as the run loop: nothing else holds it. `run()` returns
        // only if the run loop has nothing to wait for, which the main queue prevents.
        while true {
            withExtendedLifetime(self) { RunLoop.main.run() }
        }
    }

    private func write(_ text: String) {
        output.write(text)
        output.flush()
    }

    private func terminalResized() {
        guard let controller, let size = TerminalSize.size(of: STDOUT_FILENO) else { return }
        controller.resize(columns: size.columns, rows: size.rows)
    }

    private func quit() {
        reader?.stop()
        watcher?.cancel()
        output.flush()
        mode.restore()
        exit(ExitStatus.success.rawValue)
    }
}
