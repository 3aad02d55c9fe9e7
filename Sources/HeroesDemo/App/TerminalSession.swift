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
/// which also guards the termination and crash signals. Then the input reader and the loading,
/// on a background thread; the controller is made on the main thread once the heroes are loaded.
/// The main thread then runs `RunLoop.main`, which serves the main queue (keys, timers, signals,
/// the loaded heroes) and leaves the main thread the main thread, as `MainActor.assumeIsolated`
/// requires.
///
/// Quitting (Esc, Ctrl-C, the end of the input) stops the reader, restores the terminal and
/// exits (with status 130 for Ctrl-C while loading, 0 otherwise); SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGPIPE and crashes restore it through ``TerminalRestorer``.
///
/// ```swift
/// TerminalSession.run(heroCount: nil, configuration: configuration) {
///     HeroFilter(heroes: try HeroCatalog.bundled().heroes)
/// }  // does not return
/// ```
@MainActor
final class TerminalSession {
    private let mode = TerminalMode()
    private var output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    private var watcher: SignalWatcher?
    private var reader: InputReader?
    private var controller: HeroesController?
    private var startupKeys = StartupKeys()

    /// The size assumed when the terminal does not report one.
    static let fallbackSize = (columns: 80, rows: 24)

    private init() {}

    /// Runs the app until the user quits, then exits the process.
    ///
    /// The heroes load on a background thread while the terminal is already in full-screen
    /// mode and reading keys. If loading takes longer than ``loadingNoticeDelay`` a loading
    /// screen says so; Esc (status 0) and Ctrl-C (status 130) quit meanwhile, and other keys are
    /// kept for the table (``StartupKeys``).
    ///
    /// - Parameters:
    ///   - heroCount: How many heroes load, for the loading screen, when known in advance.
    ///   - configuration: Animation and colour choices.
    ///   - load: Loads the heroes and prepares them for searching; called off the main thread.
    /// - Returns: Only when the terminal cannot be set up: `.dataError`, after printing why.
    static func run(
        heroCount: Int?,
        configuration: HeroesController.Configuration,
        load: @escaping @Sendable () throws(HeroDataError) -> HeroFilter
    ) -> ExitStatus {
        let session = TerminalSession()
        return session.start(heroCount: heroCount, configuration: configuration, load: load)
    }

    /// How long loading may take before the loading screen is shown.
    static let loadingNoticeDelay = DispatchTimeInterval.milliseconds(100)

    private func start(
        heroCount: Int?,
        configuration: HeroesController.Configuration,
        load: @escaping @Sendable () throws(HeroDataError) -> HeroFilter
    ) -> ExitStatus {
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
        let reader = InputReader(
            onKey: { [weak self] key in self?.received(key) },
            onEnd: { [weak self] in self?.quit() }
        )
        self.reader = reader
        reader.start()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.loadingNoticeDelay) { [weak self] in
            MainActor.assumeIsolated {
                self?.showLoading(heroCount: heroCount, colorSupport: configuration.colorSupport)
            }
        }
        DispatchQueue.global(qos: .userInitiated).async {
            let loaded = Result { () throws(HeroDataError) in try load() }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.loaded(loaded, configuration: configuration) }
            }
        }
        // The session lives as long as the run loop: nothing else holds it. `run()` returns
        // only if the run loop has nothing to wait for, which the main queue prevents.
        while true {
            withExtendedLifetime(self) { RunLoop.main.run() }
        }
    }

    private func received(_ key: Key) {
        if let controller {
            controller.handle(key)
            return
        }
        if case .quit(let status) = startupKeys.receive(key) { quit(status: status) }
    }

    private func showLoading(heroCount: Int?, colorSupport: ColorSupport) {
        guard controller == nil else { return }
        let size = TerminalSize.size(of: STDOUT_FILENO) ?? Self.fallbackSize
        let screen = LoadingScreen(
            layout: ScreenLayout(width: size.columns, height: size.rows), colorSupport: colorSupport)
        write(screen.frame(heroCount: heroCount).diff(from: nil))
    }

    private func loaded(_ loaded: Result<HeroFilter, HeroDataError>, configuration: HeroesController.Configuration) {
        let filter: HeroFilter
        switch loaded {
        case .success(let value):
            filter = value
        case .failure(let error):
            reader?.stop()
            watcher?.cancel()
            output.flush()
            mode.restore()
            var errors = FileDescriptorOutput(descriptor: STDERR_FILENO)
            errors.write("\(DemoCommand.programName): error: \(error)\n")
            errors.flush()
            exit(ExitStatus.dataError.rawValue)
        }
        let size = TerminalSize.size(of: STDOUT_FILENO) ?? Self.fallbackSize
        let controller = HeroesController(
            filter: filter,
            configuration: configuration,
            size: size,
            write: { [weak self] text in self?.write(text) }
        )
        controller.onQuit = { [weak self] in self?.quit() }
        self.controller = controller
        // The loading screen, if shown, is not what the first frame is diffed from.
        controller.start()
        for key in startupKeys.take() { controller.handle(key) }
    }

    private func write(_ text: String) {
        output.write(text)
        output.flush()
    }

    private func terminalResized() {
        guard let controller, let size = TerminalSize.size(of: STDOUT_FILENO) else { return }
        controller.resize(columns: size.columns, rows: size.rows)
    }

    private func quit(status: ExitStatus = .success) {
        reader?.stop()
        watcher?.cancel()
        output.flush()
        mode.restore()
        exit(status.rawValue)
    }
}
