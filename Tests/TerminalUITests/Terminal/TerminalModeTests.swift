import TerminalTestSupport
import XCTest

@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

final class TerminalModeTests: XCTestCase {
    override func tearDown() {
        // A failed test must not leave the process-wide restorer armed for the next one.
        TerminalRestorer.restore()
        super.tearDown()
    }

    func testTheSequencesSwitchScreensCursorAndModes() {
        XCTAssertEqual(
            TerminalMode.enterSequence,
            "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
                + "\u{1B}[?1l\u{1B}[0m\u{1B}[2J\u{1B}[H"
        )
        XCTAssertEqual(TerminalMode.exitSequence, "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    }

    func testTheExitSequenceUndoesEveryModeTheEnterSequenceSets() throws {
        var terminal = VirtualTerminal(width: 4, height: 2)
        try terminal.feed(TerminalMode.enterSequence)
        XCTAssertEqual(
            terminal.modes,
            [
                1049: true, 25: false, 7: false, 2004: false, 1000: false, 1002: false, 1003: false, 1006: false,
                1: false,
            ])
        try terminal.feed(TerminalMode.exitSequence)
        XCTAssertEqual(terminal.modes[1049], false)
        XCTAssertEqual(terminal.modes[25], true)
        XCTAssertEqual(terminal.modes[7], true)
        XCTAssertEqual(terminal.style, .plain)
    }

    func testRawAttributesTurnOffLineEditingEchoSignalsAndTranslation() {
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT | ISTRIP | INPCK | IUTF8)
        cooked.c_oflag = tcflag_t(OPOST | ONLCR)
        cooked.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
        cooked.c_lflag = tcflag_t(ICANON | ECHO | ECHOE | ISIG | IEXTEN | ECHONL)
        withUnsafeMutableBytes(of: &cooked.c_cc) { characters in
            characters[Int(VMIN)] = 0
            characters[Int(VTIME)] = 5
            characters[Int(VINTR)] = 3
        }
        let raw = TerminalMode.rawAttributes(from: cooked)
        XCTAssertEqual(raw.c_iflag, tcflag_t(IUTF8))
        XCTAssertEqual(raw.c_oflag, tcflag_t(ONLCR))
        XCTAssertEqual(raw.c_cflag, tcflag_t(CS8 | CREAD))
        XCTAssertEqual(raw.c_lflag, tcflag_t(ECHOE))
        var characters = raw.c_cc
        withUnsafeBytes(of: &characters) { characters in
            XCTAssertEqual(characters[Int(VMIN)], 1)
            XCTAssertEqual(characters[Int(VTIME)], 0)
            XCTAssertEqual(characters[Int(VINTR)], 3)
        }
    }

    func testEnterAndRestoreOnARealTerminal() throws {
        let pty = try PseudoTerminal()
        let originalAttributes = pty.attributes
        let original = TerminalSettings(originalAttributes)
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        XCTAssertFalse(mode.isActive)
        try mode.enter(guarding: [])
        XCTAssertTrue(mode.isActive)
        XCTAssertEqual(
            TerminalSettings(pty.attributes), TerminalSettings(TerminalMode.rawAttributes(from: originalAttributes)))
        XCTAssertNotEqual(TerminalSettings(pty.attributes), original)
        XCTAssertEqual(pty.readOutput(expected: TerminalMode.enterSequence.utf8.count), TerminalMode.enterSequence)
        mode.restore()
        XCTAssertFalse(mode.isActive)
        XCTAssertEqual(TerminalSettings(pty.attributes), original)
        XCTAssertEqual(pty.readOutput(expected: TerminalMode.exitSequence.utf8.count), TerminalMode.exitSequence)
    }

    func testRestoreIsIdempotent() throws {
        let pty = try PseudoTerminal()
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter(guarding: [])
        _ = pty.readOutput(expected: TerminalMode.enterSequence.utf8.count)
        mode.restore()
        XCTAssertEqual(pty.readOutput(expected: TerminalMode.exitSequence.utf8.count), TerminalMode.exitSequence)
        mode.restore()
        mode.restore()
        XCTAssertEqual(pty.readOutput(), "")
    }

    func testEnteringTwiceIsRefused() throws {
        let pty = try PseudoTerminal()
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter(guarding: [])
        XCTAssertThrowsError(try mode.enter(guarding: [])) { error in
            XCTAssertEqual(error as? TerminalModeError, .alreadyActive)
        }
        mode.restore()
        try mode.enter(guarding: [])
        XCTAssertTrue(mode.isActive)
        mode.restore()
    }

    func testAPipeIsNotATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let mode = TerminalMode(input: descriptors[0], output: descriptors[1])
        XCTAssertThrowsError(try mode.enter()) { error in
            XCTAssertEqual(error as? TerminalModeError, .notATerminal(descriptor: descriptors[0]))
        }
        XCTAssertFalse(mode.isActive)
    }

    func testASignalRestoresTheTerminalAndContinuesToThePreviousDisposition() throws {
        // SIGURG's default disposition is to ignore it, so the re-raised signal leaves the test
        // process running while it exercises the real handler.
        let pty = try PseudoTerminal()
        let original = TerminalSettings(pty.attributes)
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter(guarding: [SIGURG])
        _ = pty.readOutput(expected: TerminalMode.enterSequence.utf8.count)
        XCTAssertTrue(handlerIsInstalled(for: SIGURG))
        // libdispatch blocks most signals on a thread that ran its signal forwarder (see
        // SignalWatcherTests); unblock SIGURG so `raise` runs the handler before returning.
        var urgent = sigset_t()
        sigemptyset(&urgent)
        sigaddset(&urgent, SIGURG)
        XCTAssertEqual(pthread_sigmask(SIG_UNBLOCK, &urgent, nil), 0)
        XCTAssertEqual(raise(SIGURG), 0)
        XCTAssertFalse(mode.isActive)
        XCTAssertEqual(TerminalSettings(pty.attributes), original)
        XCTAssertEqual(pty.readOutput(expected: TerminalMode.exitSequence.utf8.count), TerminalMode.exitSequence)
        XCTAssertFalse(handlerIsInstalled(for: SIGURG))
        mode.restore()
        XCTAssertEqual(pty.readOutput(), "")
        // The handler can be installed again afterwards.
        try mode.enter(guarding: [SIGURG])
        XCTAssertTrue(handlerIsInstalled(for: SIGURG))
        mode.restore()
        XCTAssertFalse(handlerIsInstalled(for: SIGURG))
    }

    func testTheEmergencyPathRestoresAndTheOrdinaryPathThenOnlyRemovesHandlers() throws {
        let pty = try PseudoTerminal()
        let original = TerminalSettings(pty.attributes)
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter(guarding: [SIGURG])
        _ = pty.readOutput(expected: TerminalMode.enterSequence.utf8.count)
        TerminalRestorer.emergencyRestore()
        XCTAssertFalse(mode.isActive)
        XCTAssertEqual(TerminalSettings(pty.attributes), original)
        XCTAssertEqual(pty.readOutput(expected: TerminalMode.exitSequence.utf8.count), TerminalMode.exitSequence)
        XCTAssertTrue(handlerIsInstalled(for: SIGURG))
        TerminalRestorer.emergencyRestore()
        mode.restore()
        XCTAssertEqual(pty.readOutput(), "")
        XCTAssertFalse(handlerIsInstalled(for: SIGURG))
    }

    func testDefaultGuardsCoverTerminationAndCrashSignalsAndAreRemovedOnRestore() throws {
        let pty = try PseudoTerminal()
        let signals = TerminalMode.terminationSignals + TerminalMode.crashSignals
        XCTAssertEqual(
            signals,
            [
                SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
                SIGSEGV,
            ])
        let before = signals.map(disposition)
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter()
        for (signal, previous) in zip(signals, before) {
            XCTAssertTrue(handlerIsInstalled(for: signal), "signal \(signal)")
            XCTAssertNotEqual(disposition(signal), previous, "signal \(signal)")
        }
        mode.restore()
        XCTAssertEqual(signals.map(disposition), before)
    }

    func testAnIgnoredSignalStaysIgnored() throws {
        let pty = try PseudoTerminal()
        let previous = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGHUP, previous) }
        let mode = TerminalMode(input: pty.terminal, output: pty.terminal)
        try mode.enter(guarding: [SIGHUP])
        XCTAssertFalse(handlerIsInstalled(for: SIGHUP))
        XCTAssertEqual(disposition(SIGHUP), 1)
        mode.restore()
    }

    /// The handler pointer of a signal's disposition (0 for default, 1 for ignore).
    private func disposition(_ signal: Int32) -> Int {
        var action = sigaction()
        XCTAssertEqual(sigaction(signal, nil, &action), 0)
        return unsafeBitCast(action.__sigaction_handler, to: Int.self)
    }

    private func handlerIsInstalled(for signal: Int32) -> Bool {
        var action = sigaction()
        XCTAssertEqual(sigaction(signal, nil, &action), 0)
        return action.sa_flags & SA_SIGINFO != 0 && disposition(signal) > 1
    }
}
