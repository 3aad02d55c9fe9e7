import Foundation
import HeroCatalog
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the interactive app on the real terminal: full-screen mode, keys from standard input,
/// frames to standard output, re-layout on SIGWINCH, suspension on Ctrl-Z and SIGTSTP, and the
/// terminal restored on every way out.
///
/// Job control works as in other full-screen programs: Ctrl-Z (the terminal is in raw mode, so it
/// arrives as a key) or SIGTSTP restores the terminal, then stops the process with SIGTSTP's
/// default action (``JobControl/stop()``); when the shell continues it (`fg`), the terminal goes
/// back to full-screen mode and everything is redrawn. Started by a program that is not a
/// job-control shell (an orphaned process group, which nothing could continue), the kernel does
/// not stop it, and the demo takes the terminal back at once.
/// A process stopped from outside (SIGSTOP), whose terminal the shell may have reset meanwhile,
/// is put back the same way on SIGCONT.
///
/// The order of the steps matters. The signal watcher (SIGWINCH, SIGTSTP, SIGCONT) comes first,
/// so those signals are blocked on the main thread before any other thread starts and inherits
/// the mask. Then the terminal mode,
/// which also guards the termination and crash signals. Then the input reader and the loading,
/// on a background thread; the controller is made on the main thread once the heroes are loaded.
/// The main thread then runs `RunLoop.main`, which serves the main queue (keys, timers, signals,
/// the loaded heroes) and leaves the main thread the main thread, as `MainActor.assumeIsolated`
/// requires.
///
/// Quitting (Esc, Ctrl-C, the end of the input) stops the reader, restores the terminal and
/// exits (with status 130 for Ctrl-C while loading, 0 otherwise); SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGPIPE and crashes restore it through ``TerminalRestorer``. While loading,
/// the loading screen shows what is typed and follows resizes (``StartupKeys``).
///
/// ```swift
/// TerminalSession.run(heroCount: nil, configuration: configuration) {
///     HeroFilter(heroes: try HeroCatalog.bundled().heroes, displayWidth: DisplayWidth.of)
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
    /// How many heroes load and the colour choice, for the loading screen.
    private var loading: (heroCount: Int?, colorSupport: ColorSupport)?
    /// The loading screen's last frame, once it is shown.
    private var loadingFrame: ScreenBuffer?

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
            signals: [SIGWINCH, SIGTSTP, SIGCONT],
            onReady: { [weak self] in self?.terminalResized() },
            handler: { [weak self] signal in self?.received(signal: signal) }
        )
        do {
            try mode.enter()
        } catch {
            var errors = FileDescriptorOutput(descriptor: STDERR_FILENO)
            errors.write("\(DemoCommand.programName): error: cannot use the terminal: \(error)\n")
            errors.flush()
            return .dataError
        }
        loading = (heroCount, configuration.colorSupport)
        let reader = InputReader(
            onKeys: { [weak self] keys in self?.received(keys) },
            onEnd: { [weak self] in self?.quit() }
        )
        self.reader = reader
        reader.start()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.loadingNoticeDelay) { [weak self] in
            MainActor.assumeIsolated { self?.showLoading() }
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

    private func received(_ keys: [Key]) {
        if let controller {
            controller.handle(keys)
            return
        }
        for key in keys {
            switch startupKeys.receive(key) {
            case .quit(let status): quit(status: status)
            case .suspend: suspend()
            case .kept, .dropped: break
            }
        }
        if loadingFrame != nil { showLoading() }
    }

    private func received(signal: Int32) {
        switch signal {
        case SIGTSTP: suspend()
        case SIGCONT: resumed()
        default: terminalResized()
        }
    }

    /// Draws the loading screen, with what was typed so far, unless the table is shown already.
    private func showLoading() {
        guard controller == nil, let loading else { return }
        let size = TerminalSize.size(of: STDOUT_FILENO) ?? Self.fallbackSize
        let screen = LoadingScreen(
            layout: ScreenLayout(width: size.columns, height: size.rows), colorSupport: loading.colorSupport)
        var editor = startupKeys.editor
        let frame = screen.frame(heroCount: loading.heroCount, search: editor.render(width: screen.searchFieldWidth))
        // A frame of another size is drawn from scratch.
        let previous = loadingFrame.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        write(frame.diff(from: previous))
        loadingFrame = frame
    }

    /// Gives the terminal back to the shell and stops the process until the shell continues it
    /// (`fg`), then takes the terminal again. Without a job-control shell to continue it (an
    /// orphaned process group), the kernel does not stop it, and the demo goes on at once.
    private func suspend() {
        output.flush()
        mode.restore()
        JobControl.stop()
        resumed()
    }

    /// Takes the terminal back after the process was continued, and redraws everything: the shell
    /// may have reset the terminal and drawn over the screen meanwhile.
    private func resumed() {
        if mode.isActive {
            mode.reapply()
        } else {
            do {
                try mode.enter()
            } catch {
                quit(status: .dataError)
            }
        }
        if let controller {
            if let size = TerminalSize.size(of: STDOUT_FILENO) {
                controller.resize(columns: size.columns, rows: size.rows)
            } else {
                controller.redrawAll()
            }
        } else if loadingFrame != nil {
            loadingFrame = nil
            showLoading()
        }
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
        controller.onSuspend = { [weak self] in self?.suspend() }
        // The loading screen, if shown, is not what the first frame is diffed from.
        controller.start()
        controller.handle(startupKeys.take())
    }

    private func write(_ text: String) {
        output.write(text)
        output.flush()
    }

    private func terminalResized() {
        guard let controller else {
            // A shown loading screen is redrawn whole at the new size.
            if loadingFrame != nil {
                loadingFrame = nil
                showLoading()
            }
            return
        }
        guard let size = TerminalSize.size(of: STDOUT_FILENO) else { return }
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
