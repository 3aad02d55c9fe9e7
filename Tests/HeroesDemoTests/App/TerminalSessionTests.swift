import Foundation
import TerminalTestSupport
import TestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

/// The end-to-end test: the built `HeroesDemo` in a real terminal emulator (tmux), driven by
/// keystrokes, checked by what the terminal shows and how the terminal is left.
///
/// It skips when tmux is not installed, unless `CI_REQUIRE_TMUX=1` (set by `.ci/run`, which
/// installs tmux), where a missing tmux fails it.
final class TerminalSessionTests: XCTestCase {
    private struct Demo {
        let tmux: TmuxSession
        /// The pane's terminal device.
        let device: String
        /// Its settings before the demo started.
        let settings: String
    }

    private var total = 0
    private var known: Set<String> = []

    override func setUpWithError() throws {
        let heroes = try HeroCatalog.bundled().heroes
        total = heroes.count
        known = Set(heroes.map(\.name))
    }

    /// Skips without tmux, unless `CI_REQUIRE_TMUX=1`, where a missing tmux fails.
    private func requireTmux() throws {
        guard TmuxSession.findExecutable() != nil else {
            if ProcessInfo.processInfo.environment["CI_REQUIRE_TMUX"] == "1" {
                XCTFail("tmux is not installed, and CI_REQUIRE_TMUX=1 requires this test to run")
                throw TmuxSession.Missing()
            }
            throw XCTSkip("tmux is not installed")
        }
    }

    /// Starts the demo in a fresh tmux session: a shell turns on `iutf8` (tmux turns it on by
    /// itself a moment after the pane starts), says it is ready and waits for a line, so the test
    /// can record the terminal's settings; then it prints them as the demo gets them (`before=`),
    /// runs the demo and, once it ends, prints its exit status and the terminal's settings
    /// (`after=`).
    ///
    /// The shell runs without job control, as a program that is not a job-control shell would
    /// (the demo's process group is orphaned), unless `jobControl` is set: then the shell puts the
    /// demo in a process group of its own (`set -m`), and when the demo stops, prints
    /// `stopped=<status>` and waits for a line before it continues the demo with `fg`.
    private func startDemo(
        width: Int = 100, height: Int = 30, arguments: [String] = [], jobControl: Bool = false
    ) throws -> Demo {
        try requireTmux()
        let executable = try XCTUnwrap(heroesDemoExecutable(), "no HeroesDemo beside the test bundle")
        let quoted = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let run =
            jobControl
            ? "set -m; \"$0\" \"$@\"; echo \"stopped=$?\"; read again; fg >/dev/null"
            : "\"$0\" \"$@\""
        let tmux = try TmuxSession(
            command:
                "exec sh -c 'stty iutf8; echo ready; read go; echo \"before=$(stty -g)\"; \(run); echo \"exit=$?\"; echo \"after=$(stty -g)\"; exec sleep 600' \(quoted)",
            width: width, height: height)
        let device = try tmux.display("#{pane_tty}")
        // Wait for the shell to be at its `read`, then record the settings and start the demo.
        try tmux.waitForScreen("the shell") { $0.first == "ready" }
        let settings = try terminalSettings(of: device)
        try tmux.press("Enter")
        return Demo(tmux: tmux, device: device, settings: settings)
    }

    /// Waits for the demo to end and checks how it left the terminal: normal screen, visible
    /// cursor, the settings from before, and the exit status.
    private func assertRestored(
        _ demo: Demo,
        exitStatus: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let rows = try demo.tmux.waitForScreen("the demo to end") { rows in
            rows.contains { $0.hasPrefix("exit=") } && rows.contains { $0.hasPrefix("after=") }
        }
        XCTAssertTrue(rows.contains("exit=\(exitStatus)"), "\(rows)", file: file, line: line)
        let history = try demo.tmux.capture(history: true)
        // Compared with the settings the shell saw just before the demo.
        let before = history.first { $0.hasPrefix("before=") }?.dropFirst("before=".count)
        let after = history.first { $0.hasPrefix("after=") }?.dropFirst("after=".count)
        XCTAssertNotNil(before, "\(history)", file: file, line: line)
        XCTAssertEqual(after, before, "settings restored: \(history)", file: file, line: line)
        XCTAssertFalse(rows.contains { $0.hasPrefix("Search:") }, "the table is gone: \(rows)", file: file, line: line)
        XCTAssertEqual(
            try demo.tmux.display("#{alternate_on}"), "0", "back on the normal screen", file: file, line: line)
        XCTAssertEqual(try demo.tmux.display("#{cursor_flag}"), "1", "the cursor is visible", file: file, line: line)
    }

    /// The process the pane's shell runs: the demo.
    private func demoProcess(_ demo: Demo) throws -> pid_t {
        let shell = try XCTUnwrap(pid_t(try demo.tmux.display("#{pane_pid}")))
        // /proc/<pid>/task/<pid>/children needs CONFIG_PROC_CHILDREN; every /proc/<pid>/stat
        // names its parent.
        if let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8),
            let child = children.split(separator: " ").first.flatMap({ pid_t($0) })
        {
            return child
        }
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ", options: .backwards)
            else { continue }
            let fields = stat[afterName.upperBound...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == shell { return pid }
        }
        throw TmuxSession.Failure(description: "the shell \(shell) runs no process")
    }

    func testTypingFiltersResizingRelaysOutAndEscapeRestoresTheTerminal() throws {
        let demo = try startDemo()
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { rows in
            rows.first == "Search:" && rows.count > 1 && rows[1] == "\(total) of \(total) heroes"
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1")
        // The frame's rows come before its cursor: tmux may show the first rows before it has read
        // the rest. Showing the cursor is the first frame's last sequence (the demo hid it when it
        // took the screen), and every frame ends by putting the cursor back where the user types.
        try tmux.waitFor("#{cursor_flag}", toBe: "1")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "8,0")
        XCTAssertNotEqual(try terminalSettings(of: demo.device), demo.settings, "raw mode while running")

        try tmux.type("spider")
        let spiders = ["Spider-Gwen", "Spider-Man", "Spider-Woman"]
        let filtered = try tmux.waitForScreen("the filtered table") { rows in
            screenHeroNames(rows, known: known) == spiders
        }
        XCTAssertEqual(filtered[0], "Search: spider")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "14,0")
        try tmux.press("Left", "Left")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "12,0")
        try tmux.press("End")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "14,0")
        XCTAssertEqual(filtered[1], "3 of \(total) heroes")
        XCTAssertEqual(filtered[3], "  Marvel — 3 heroes")
        XCTAssertEqual(filtered[29], HeroesScreen.tableHelp)
        let wideIntro = try XCTUnwrap(filtered.first { $0.contains("Spider-Man") })

        try tmux.resize(width: 60, height: 12)
        let resized = try tmux.waitForScreen("the smaller layout") { rows in
            rows.count == 12 && rows[11] == DisplayWidth.truncate(HeroesScreen.tableHelp, to: 60)
        }
        XCTAssertEqual(resized[0], "Search: spider")
        XCTAssertEqual(resized[1], "3 of \(total) heroes")
        XCTAssertEqual(screenHeroNames(resized, known: known), spiders)
        let narrowIntro = try XCTUnwrap(resized.first { $0.contains("Spider-Man") })
        XCTAssertTrue(narrowIntro.hasSuffix("…"), narrowIntro)
        XCTAssertLessThan(narrowIntro.count, wideIntro.count, "the intro column shrank")

        try tmux.press("BSpace", "BSpace", "BSpace")
        try tmux.waitForScreen("the table for \"spi\"") { $0.first == "Search: spi" }
        try tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }

    func testEnterShowsDetailsAndCtrlCQuits() throws {
        let demo = try startDemo(width: 80, height: 24)
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        try tmux.type("storm")
        try tmux.waitForScreen("Storm and Firestorm") { screenHeroNames($0, known: known) == ["Storm", "Firestorm"] }
        try tmux.press("Enter")
        try tmux.waitForScreen("the details") { rows in
            rows.contains { $0.contains("Marvel · X-Men") } && rows.last == HeroesScreen.detailsHelp
        }
        try tmux.press("C-c")
        try assertRestored(demo, exitStatus: 0)
    }

    func testEveryTerminationSignalRestoresTheTerminalWithoutACrashReport() throws {
        for signal in [SIGTERM, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGHUP] {
            let demo = try startDemo(width: 80, height: 24)
            try demo.tmux.waitForScreen("the first frame") { $0.first == "Search:" }
            XCTAssertEqual(kill(try demoProcess(demo), signal), 0)
            // The shell prints the status only once the demo has ended: a backtracer waiting at
            // an interactive prompt would time this out.
            try assertRestored(demo, exitStatus: 128 + Int(signal))
            let rows = try demo.tmux.capture()
            for word in ["Crash", "crash", "💣", "Backtrace", "Thread 0", "core dumped"] {
                XCTAssertFalse(rows.contains { $0.contains(word) }, "signal \(signal): \(word) in \(rows)")
            }
            demo.tmux.close()
        }
    }

    /// Whether a process is stopped (state `T` in /proc/<pid>/stat).
    private func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return false }
        return stat[afterName.upperBound...].first == "T"
    }

    /// Waits until `pid` is stopped and the job-control shell has reported it, then checks that
    /// the demo gave the terminal back first.
    private func assertSuspended(
        _ demo: Demo, _ pid: pid_t, _ suspend: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let deadline = Date().addingTimeInterval(30)
        while !isStopped(pid) && Date() < deadline { usleep(2_000) }
        XCTAssertTrue(isStopped(pid), "the demo stopped", file: file, line: line)
        // The process stops once it has written the terminal's reset, but tmux may not have read
        // it yet. The shell reports the stop after it, on the same terminal, and tmux reads the
        // terminal's output in order: once the report shows, tmux has read all the demo wrote.
        try demo.tmux.waitForScreen("the shell saw the demo stop, \(suspend)") {
            $0.contains("stopped=\(128 + Int(SIGTSTP))")
        }
        XCTAssertEqual(try demo.tmux.display("#{alternate_on}"), "0", "normal screen", file: file, line: line)
        XCTAssertEqual(try demo.tmux.display("#{cursor_flag}"), "1", "cursor visible", file: file, line: line)
        XCTAssertEqual(
            try terminalSettings(of: demo.device), demo.settings, "settings given back", file: file, line: line)
    }

    /// Under a job-control shell, Ctrl-Z (a key, since the terminal is in raw mode) and SIGTSTP
    /// give the terminal back and stop the demo; `fg` continues it, in raw mode, and it redraws
    /// everything.
    func testCtrlZAndSigtstpSuspendAndFgResumes() throws {
        for suspend in ["Ctrl-Z", "SIGTSTP"] {
            let demo = try startDemo(width: 80, height: 24, jobControl: true)
            try demo.tmux.waitForScreen("the first frame") { $0.first == "Search:" }
            try demo.tmux.type("storm")
            try demo.tmux.waitForScreen("the table for storm") {
                screenHeroNames($0, known: known) == ["Storm", "Firestorm"]
            }
            let pid = try demoProcess(demo)
            if suspend == "Ctrl-Z" {
                try demo.tmux.press("C-z")
            } else {
                XCTAssertEqual(kill(pid, SIGTSTP), 0)
            }
            try assertSuspended(demo, pid, suspend)
            try demo.tmux.press("Enter")
            try demo.tmux.waitForScreen("the table drawn again, \(suspend)") { rows in
                rows.first == "Search: storm" && screenHeroNames(rows, known: known) == ["Storm", "Firestorm"]
            }
            XCTAssertEqual(try demo.tmux.display("#{alternate_on}"), "1", "full screen again, \(suspend)")
            // Raw mode again: a key arrives without Enter.
            try demo.tmux.type("x")
            try demo.tmux.waitForScreen("the query edited, \(suspend)") { $0.first == "Search: stormx" }
            try demo.tmux.press("Escape")
            try assertRestored(demo, exitStatus: 0)
            demo.tmux.close()
        }
    }

    /// Without job control (the demo's process group is orphaned, so nothing could continue it),
    /// Ctrl-Z does not stop the demo: it takes the terminal back at once, and SIGTERM then ends
    /// it (it used to stay pending forever) with the terminal restored.
    func testCtrlZWithoutJobControlGoesOnAndSigtermEndsTheDemo() throws {
        let demo = try startDemo(width: 80, height: 24)
        try demo.tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        try demo.tmux.type("storm")
        try demo.tmux.waitForScreen("the table for storm") {
            screenHeroNames($0, known: known) == ["Storm", "Firestorm"]
        }
        let pid = try demoProcess(demo)
        try demo.tmux.press("C-z")
        // Raw mode and the full screen again: a key typed after Ctrl-Z arrives without Enter.
        try demo.tmux.type("x")
        try demo.tmux.waitForScreen("the query edited after Ctrl-Z") { $0.first == "Search: stormx" }
        XCTAssertEqual(try demo.tmux.display("#{alternate_on}"), "1", "full screen after Ctrl-Z")
        XCTAssertFalse(isStopped(pid), "Ctrl-Z without job control leaves the demo running")
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        // What this guards against is a SIGTERM left pending forever; how soon a busy machine
        // lets the demo end is not the demo's to promise, so the deadline is generous.
        let deadline = Date().addingTimeInterval(30)
        while isRunning(pid) && Date() < deadline { usleep(2_000) }
        XCTAssertFalse(isRunning(pid), "SIGTERM ends the demo")
        try assertRestored(demo, exitStatus: 128 + Int(SIGTERM))
    }

    /// Whether a process exists and has not ended (state neither `Z` nor `X`).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards),
            let state = stat[afterName.upperBound...].first
        else { return false }
        return state != "Z" && state != "X"
    }

    /// A demo stopped from outside (SIGSTOP), whose terminal is reset meanwhile, as a shell does,
    /// takes the terminal back on SIGCONT.
    func testSigstopThenSigcontTakesTheTerminalBack() throws {
        let demo = try startDemo(width: 80, height: 24)
        try demo.tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        let pid = try demoProcess(demo)
        XCTAssertEqual(kill(pid, SIGSTOP), 0)
        let deadline = Date().addingTimeInterval(30)
        while !isStopped(pid) && Date() < deadline { usleep(2_000) }
        XCTAssertTrue(isStopped(pid))
        let reset = try runProgram("/bin/sh", ["-c", "stty sane < \"$0\"", demo.device])
        XCTAssertEqual(reset.status, 0, reset.errors)
        let sane = try terminalSettings(of: demo.device)
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        let rawAgain = Date().addingTimeInterval(30)
        while try terminalSettings(of: demo.device) == sane && Date() < rawAgain { usleep(2_000) }
        XCTAssertNotEqual(try terminalSettings(of: demo.device), sane, "the demo set its own mode again")
        try demo.tmux.type("nova")
        try demo.tmux.waitForScreen("keys arriving without Enter") { $0.first == "Search: nova" }
        try demo.tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }

    /// A named pipe as the data file: loading waits until the test writes the heroes into it, so
    /// the test decides exactly when loading ends.
    private func makeDataPipe() throws -> String {
        let path = try makeTemporaryDirectory(for: self).appendingPathComponent("heroes.fifo").path
        XCTAssertEqual(mkfifo(path, 0o600), 0, "mkfifo \(path)")
        return path
    }

    func testEscAndCtrlCWhileLoadingQuitWithStatus0And130() throws {
        for (key, status) in [("Escape", 0), ("C-c", 130)] {
            let pipe = try makeDataPipe()
            let demo = try startDemo(width: 80, height: 24, arguments: ["--data", pipe])
            try demo.tmux.waitForScreen("the loading screen") { rows in
                rows.count > 1 && rows[0] == "Search:" && rows[1] == LoadingScreen.message(heroCount: nil)
            }
            try demo.tmux.press(key)
            try assertRestored(demo, exitStatus: status)
            demo.tmux.close()
        }
    }

    func testKeysTypedWhileLoadingReachTheTableOnceItIsShown() throws {
        let pipe = try makeDataPipe()
        let demo = try startDemo(width: 80, height: 24, arguments: ["--data", pipe])
        let tmux = demo.tmux
        try tmux.waitForScreen("the loading screen") { rows in
            rows.count > 1 && rows[1] == LoadingScreen.message(heroCount: nil)
        }
        try tmux.type("sto")
        try tmux.waitForScreen("the loading screen showing what was typed") { rows in
            rows.first == "Search: sto" && rows.count > 1 && rows[1] == LoadingScreen.message(heroCount: nil)
        }
        // Enter and Down would act on a table nobody has seen: they are dropped. Keys are handled
        // in the order they are typed, so once the letters typed after them show, Down and Enter
        // have been handled while loading, not later on the table the data below brings.
        try tmux.press("Down")
        try tmux.press("Enter")
        try tmux.type("rm")
        try tmux.waitForScreen("the keys typed after Down and Enter") { rows in
            rows.first == "Search: storm" && rows.count > 1 && rows[1] == LoadingScreen.message(heroCount: nil)
        }
        try tmux.resize(width: 60, height: 12)
        try tmux.waitForScreen("the loading screen redrawn at the new size") { rows in
            rows.count == 12 && rows.first == "Search: storm"
                && rows[1] == DisplayWidth.truncate(LoadingScreen.message(heroCount: nil), to: 60)
        }
        let data = try JSONEncoder().encode(HeroCatalog.bundled().heroes)
        let writer = try XCTUnwrap(FileHandle(forWritingAtPath: pipe))
        writer.write(data)
        try writer.close()
        try tmux.waitForScreen("the table for \"storm\", without details") { rows in
            rows.first == "Search: storm" && screenHeroNames(rows, known: known) == ["Storm", "Firestorm"]
                && rows.last == DisplayWidth.truncate(HeroesScreen.tableHelp, to: 60)
        }
        try tmux.press("Enter")
        try tmux.waitForScreen("the details of the first hero matching \"storm\"") { rows in
            rows.contains { $0.contains("Marvel · X-Men") }
                && rows.last == DisplayWidth.truncate(HeroesScreen.detailsHelp, to: 60)
        }
        try tmux.press("Escape")
        try tmux.waitForScreen("the table again") { rows in
            rows.last == DisplayWidth.truncate(HeroesScreen.tableHelp, to: 60)
        }
        try tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }

    func testADumbTerminalGetsThePrintedTableAndTheReasonOnStandardError() throws {
        try requireTmux()
        let executable = try XCTUnwrap(heroesDemoExecutable(), "no HeroesDemo beside the test bundle")
        let tmux = try TmuxSession(
            command:
                "exec sh -c 'TERM=dumb \"$0\" --synthetic 3; echo \"exit=$?\"; exec sleep 600' '\(executable.path)'",
            width: 90, height: 20)
        let rows = try tmux.waitForScreen("the demo to end") { rows in rows.contains { $0.hasPrefix("exit=") } }
        XCTAssertEqual(
            rows[0],
            "HeroesDemo: TERM=dumb cannot move the cursor: printing the table instead of the interactive screen")
        var expected: [String] = []
        var output = ""
        var errors = ""
        XCTAssertEqual(DemoCommand.run(["--synthetic", "3"], width: 90, output: &output, errors: &errors), .success)
        expected = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        XCTAssertEqual(Array(rows[1..<(1 + expected.count)]), expected, "the table, printed once")
        XCTAssertEqual(rows[1 + expected.count], "exit=0")
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", "never on the alternate screen")
    }

    func testAltKeysEditByWordsAndOnlyALoneEscapeQuits() throws {
        let demo = try startDemo(width: 80, height: 24)
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        try tmux.type("wonder wo")
        try tmux.waitForScreen("the query") { $0.first == "Search: wonder wo" }
        try tmux.press("M-b")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "15,0")
        try tmux.press("M-b")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "8,0")
        try tmux.press("M-f")
        try tmux.waitFor("#{cursor_x},#{cursor_y}", toBe: "14,0")
        try tmux.press("M-BSpace")
        try tmux.waitForScreen("Alt-Backspace to delete the word") { $0.first == "Search:  wo" }
        try tmux.press("M-x", "M-q", "M-Escape", "M-Enter", "M-1")
        // Typed after the Alt keys: once it shows, they have all been handled, and none quit.
        try tmux.press("End")
        try tmux.type("m")
        let expected = HeroFilter(heroes: try HeroCatalog.bundled().heroes, displayWidth: DisplayWidth.of).sections(
            matching: " wom"
        )
        .flatMap(\.items).map(\.name)
        XCTAssertEqual(expected, ["Invisible Woman", "Spider-Woman", "Batwoman", "Wonder Woman"])
        try tmux.waitForScreen("the table for the query after the Alt keys") { rows in
            rows.first == "Search:  wom" && screenHeroNames(rows, known: known) == expected
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1", "still running")
        try tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }

    func testTerminalRepliesAndMouseReportsNeverReachTheQuery() throws {
        let demo = try startDemo(width: 80, height: 24)
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        try tmux.type("ba")
        for reply in TerminalReplies.samples {
            try tmux.tmux(["send-keys", "-t", tmux.name, "-H"] + reply.map { String($0, radix: 16) })
        }
        try tmux.type("t")
        let heroes = try HeroCatalog.bundled().heroes
        let expected = HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of).sections(matching: "bat").flatMap(
            \.items
        ).map(\.name)
        let rows = try tmux.waitForScreen("the table for \"bat\"") { rows in
            rows.first == "Search: bat" && rows[1] == "\(expected.count) of \(heroes.count) heroes"
                && screenHeroNames(rows, known: known) == expected
        }
        XCTAssertTrue(screenHeroNames(rows, known: known).contains("Batman"), "\(rows)")
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1", "still running")
        try tmux.press("C-c")
        try assertRestored(demo, exitStatus: 0)
    }

    func testTheDetailsStayUsableInASmallTerminal() throws {
        let demo = try startDemo(width: 30, height: 8)
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        try tmux.type("batman")
        try tmux.waitForScreen("Batman alone") { screenHeroNames($0, known: known) == ["Batman"] }
        try tmux.press("Enter")
        let rows = try tmux.waitForScreen("the details") { $0.contains { $0.contains("Enter or Esc to close") } }
        XCTAssertEqual(
            rows,
            ["Search: batman"] + batmanDetailsAtThirtyColumns + [
                DisplayWidth.truncate(HeroesScreen.detailsHelp, to: 30)
            ])
        try tmux.press("Escape")
        try tmux.waitForScreen("the details closed") { rows in
            !rows.contains { $0.contains(DetailsPanel.closeHint) } && screenHeroNames(rows, known: known) == ["Batman"]
        }
        try tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }

    func testAnAbsurdWindowSizeIsLaidOutCappedAndTheAppKeepsWorking() throws {
        let demo = try startDemo(width: 100, height: 30)
        let tmux = demo.tmux
        try tmux.waitForScreen("the first frame") { $0.first == "Search:" }
        // What the demo writes from now on, to see where its frames go.
        let log = try makeTemporaryDirectory(for: self).appendingPathComponent("output").path
        try tmux.tmux(["pipe-pane", "-o", "-t", tmux.name, "cat > '\(log)'"])
        // The size a terminal can report at most, which once made a frame of 137 GB. tmux keeps
        // drawing its own 100 × 30 pane; only the demo reads this size.
        let terminal = open(demo.device, O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(terminal, 0, "open \(demo.device)")
        setTerminalSize(of: terminal, columns: 65535, rows: 65535)
        close(terminal)
        XCTAssertEqual(kill(try demoProcess(demo), SIGWINCH), 0)
        // The help line is on the last row the demo lays out; a capped frame erases the screen
        // and draws it there.
        let lastRow = "\u{1B}[\(TerminalSize.maximumRows)H"
        // The frames here have 1000 x 500 cells: at a load average of 15 the debug build took
        // 12-14 s for this test, and its wait for the table after typing once ran past 10 s.
        let deadline = Date().addingTimeInterval(60)
        var output = ""
        while !output.contains(lastRow) && Date() < deadline {
            output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            usleep(20_000)
        }
        XCTAssertTrue(output.contains(lastRow), "the frame for the capped size: \(output.prefix(300).debugDescription)")
        let positions = output.matches(of: /\x{1B}\[(\d+)(?:;(\d+))?H/).map {
            (row: Int($0.output.1) ?? 0, column: $0.output.2.flatMap { Int($0) } ?? 1)
        }
        XCTAssertEqual(positions.map(\.row).max(), TerminalSize.maximumRows, "no row drawn past the cap")
        XCTAssertLessThanOrEqual(positions.map(\.column).max() ?? 0, TerminalSize.maximumColumns)
        try tmux.type("nova")
        try tmux.waitForScreen("the table for \"nova\" at the top of the capped frame", timeout: 60) { rows in
            rows.first == "Search: nova" && screenHeroNames(rows, known: known).contains("Nova")
        }
        try tmux.press("Escape")
        try assertRestored(demo, exitStatus: 0)
    }
}
