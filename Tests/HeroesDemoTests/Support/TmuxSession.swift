import Foundation
import XCTest

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A detached tmux session on a private server, for running the real `HeroesDemo` in a real
/// terminal emulator.
///
/// Each session gets its own server, on a socket in the temporary directory (`tmux -S <path>`),
/// and no configuration file, so tests neither see nor disturb anyone's tmux. The server is
/// killed and its socket removed when the session is released or ``close()`` is called.
final class TmuxSession {
    /// tmux is not installed; the test skips unless `CI_REQUIRE_TMUX=1`.
    struct Missing: Error {}

    /// A tmux command failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The tmux executable.
    let executable: URL

    /// The private server's socket.
    let socket: String

    /// The session's name.
    let name = "demo"

    /// The tmux executable on `PATH`, or `nil`.
    static func findExecutable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Starts a detached session of `width` × `height` running `command` (a shell command line).
    init(command: String, width: Int, height: Int) throws {
        guard let executable = Self.findExecutable() else { throw Missing() }
        self.executable = executable
        socket =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("heroes-demo-tmux-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command,
        ])
    }

    deinit {
        close()
    }

    /// Kills the private server (and with it the session).
    func close() {
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    /// Runs a tmux command against the private server.
    ///
    /// - Returns: Its standard output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let result = try runProgram(executable.path, ["-u", "-S", socket] + arguments, environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.errors)")
        }
        return result.output
    }

    /// The pane's visible rows (with `history`, preceded by those scrolled off), without trailing
    /// spaces, lines that wrapped joined.
    func capture(history: Bool = false) throws -> [String] {
        try tmux(["capture-pane", "-p", "-J"] + (history ? ["-S", "-"] : []) + ["-t", name])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// A tmux format evaluated for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Presses keys by tmux's names, such as `Escape` or `Down`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Resizes the window.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls `condition` on the pane's rows every 20 ms until it holds or `timeout` passes.
    ///
    /// - Returns: The rows that satisfied the condition.
    /// - Throws: `Failure` with the last rows seen, on timeout.
    @discardableResult
    func waitForScreen(
        _ what: String,
        timeout: TimeInterval = 30,
        until condition: ([String]) throws -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var rows: [String] = []
        while Date() < deadline {
            rows = try capture()
            if try condition(rows) { return rows }
            usleep(20_000)
        }
        throw Failure(description: "timed out waiting for \(what); the screen shows:\n" + rows.joined(separator: "\n"))
    }

    /// Polls a format until it has `value`.
    func waitFor(_ format: String, toBe value: String, timeout: TimeInterval = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try display(format)
            if last == value { return }
            usleep(20_000)
        }
        throw Failure(description: "timed out waiting for \(format) to be \(value); it is \(last)")
    }
}

/// The settings of a terminal device as `stty -g` prints them, to compare before and after.
func terminalSettings(of device: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let result = try runProgram("/bin/sh", ["-c", "stty -g < \"$0\"", device])
    XCTAssertEqual(result.status, 0, "stty failed on \(device): \(result.errors)", file: file, line: line)
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Runs a program to its end with `posix_spawn` and `waitpid`, its output collected in temporary
/// files.
///
/// Not `Process`: `tmux new-session` forks the tmux server and exits, and `Process` on Linux
/// could miss that exit and wait forever; and pipes would stay open in the server.
///
/// - Parameters:
///   - path: The program.
///   - arguments: Its arguments.
///   - environment: Its environment.
///   - whileRunning: Called with the program's process number once it is started, before waiting
///     for it to end (to send it a signal, say).
/// - Returns: The exit status (or 128 plus the signal) and what the program printed.
func runProgram(
    _ path: String,
    _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    whileRunning: (pid_t) -> Void = { _ in }
) throws -> (status: Int32, output: String, errors: String) {
    let directory = FileManager.default.temporaryDirectory
    let outputPath = directory.appendingPathComponent("run-\(UUID().uuidString).out").path
    let errorPath = directory.appendingPathComponent("run-\(UUID().uuidString).err").path
    defer {
        unlink(outputPath)
        unlink(errorPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard spawned == 0 else {
        throw TmuxSession.Failure(description: "cannot run \(path): error \(spawned)")
    }
    whileRunning(pid)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return (exitStatus, read(outputPath), read(errorPath))
}
