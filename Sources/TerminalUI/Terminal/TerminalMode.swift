#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal into full-screen mode for the interactive app, and guarantees it is put
/// back.
///
/// ``enter(guarding:)`` switches the input to raw mode (keys arrive one by one, unechoed, with
/// Ctrl-C as a byte rather than a signal), switches to the alternate screen, hides the cursor
/// (until a frame shows it where the user types),
/// and turns off automatic wrapping, bracketed paste and mouse reporting. ``restore()`` undoes
/// all of it; it is idempotent, so every exit path may call it.
///
/// The settings to restore are also handed to ``TerminalRestorer``, which puts the terminal
/// back from places where ordinary code cannot run: a signal handler for SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGUSR1, SIGUSR2 and SIGPIPE (sent by `kill`, or a closed terminal window) and for
/// the crash signals (a Swift runtime trap is SIGILL or SIGTRAP), and an `atexit` handler for
/// `exit()` calls. A termination signal then takes its default action, so the process ends as
/// the signal asks, without the crash report Swift's runtime would print for SIGQUIT; a crash
/// signal continues to its previous disposition, so the runtime's crash backtrace still prints,
/// on a sane screen.
///
/// ```swift
/// let mode = TerminalMode()
/// try mode.enter()
/// defer { mode.restore() }
/// ```
public struct TerminalMode: Sendable {
    /// Signals that end the process, restored and re-raised with their default action.
    public static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE]

    /// Signals of a crash, restored and passed on to the previous handler.
    public static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// What ``enter(guarding:)`` writes after switching to raw mode.
    public static let enterSequence =
        ControlSequence.enterAlternateScreen + ControlSequence.hideCursor + ControlSequence.disableAutowrap
        + ControlSequence.disableBracketedPaste + ControlSequence.disableMouseReporting
        + ControlSequence.normalCursorKeys + ControlSequence.resetStyle + ControlSequence.eraseScreen
        + ControlSequence.home

    /// What ``restore()`` writes before restoring the terminal's settings.
    public static let exitSequence =
        ControlSequence.resetStyle + ControlSequence.enableAutowrap + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen

    /// The terminal whose settings change (usually standard input).
    public let input: Int32

    /// Where the screen sequences go (usually standard output).
    public let output: Int32

    /// A mode for a terminal.
    ///
    /// - Parameters:
    ///   - input: The terminal's input descriptor.
    ///   - output: The terminal's output descriptor.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether a terminal mode is active in this process and not yet restored.
    public var isActive: Bool { TerminalRestorer.isArmed }

    /// Switches to full-screen raw mode.
    ///
    /// - Parameter signals: The signals after which the terminal is restored; by default the
    ///   termination and crash signals. Signals that are ignored (such as SIGHUP under `nohup`)
    ///   stay ignored.
    /// - Throws: ``TerminalModeError/notATerminal(descriptor:)`` when the input is not a
    ///   terminal; ``TerminalModeError/alreadyActive`` when a mode is active;
    ///   ``TerminalModeError/attributesFailed(descriptor:errorNumber:)`` when the settings cannot
    ///   be changed. Nothing is changed when it throws.
    public func enter(guarding signals: [Int32] = terminationSignals + crashSignals) throws(TerminalModeError) {
        guard !isActive else { throw .alreadyActive }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            let errorNumber = errno
            if errorNumber == ENOTTY { throw .notATerminal(descriptor: input) }
            throw .attributesFailed(descriptor: input, errorNumber: errorNumber)
        }
        // Arm the restorer before changing anything, so a signal in between still restores.
        let armed = TerminalRestorer.arm(
            input: input, output: output, attributes: original, sequence: Self.exitSequence)
        guard armed else { throw .alreadyActive }
        TerminalRestorer.install(signals: signals)
        var raw = Self.rawAttributes(from: original)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let errorNumber = errno
            TerminalRestorer.disarm()
            throw .attributesFailed(descriptor: input, errorNumber: errorNumber)
        }
        TerminalRestorer.write(Self.enterSequence, to: output)
    }

    /// Puts the terminal back in the app's mode without saving its attributes again: after the
    /// process was stopped from outside and continued, the shell may have reset the terminal.
    /// The attributes ``restore()`` puts back stay those saved by ``enter(guarding:)``.
    public func reapply() {
        guard isActive else { return }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return }
        var raw = Self.rawAttributes(from: original)
        // TCSANOW, not TCSAFLUSH: keys typed while the mode was being put back are kept.
        _ = tcsetattr(input, TCSANOW, &raw)
        TerminalRestorer.write(Self.enterSequence, to: output)
    }

    /// Leaves full-screen mode: writes ``exitSequence``, restores the saved settings and the
    /// previous signal handlers. Does nothing when not active, so calling it twice is harmless.
    public func restore() {
        TerminalRestorer.restore()
    }

    /// The settings for raw mode, derived from the current ones (as `cfmakeraw` does, spelled out
    /// so each choice is visible).
    ///
    /// Input: no CR-to-NL translation (Enter arrives as CR), no XON/XOFF flow control (Ctrl-S and
    /// Ctrl-Q arrive as keys), no break-to-SIGINT, no parity checks or eighth-bit stripping.
    /// Output: no post-processing (the renderer positions the cursor itself). Local: no echo, no
    /// line editing, no signals from Ctrl-C, Ctrl-Z or Ctrl-\ (they arrive as keys), no extended
    /// input processing. Characters are eight bits; a read returns as soon as one byte is there.
    ///
    /// - Parameter attributes: The terminal's current settings.
    /// - Returns: The raw settings.
    public static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR | PARMRK | IGNBRK)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
