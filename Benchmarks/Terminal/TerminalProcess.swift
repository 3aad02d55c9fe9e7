import Foundation
import PseudoTerminalSpawn

/// A program running in a pseudo-terminal of its own, as in a terminal emulator: keys are typed
/// into it, and what it writes is read back with the moment each piece arrived.
///
/// A thread of its own does nothing but read the terminal and note when each piece arrives, so
/// the time spent interpreting the output (``ScreenText``) is not counted in any measurement.
final class TerminalProcess {
    /// Why a program could not be started or did not show what was expected.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The program's process id.
    let processIdentifier: Int32
    /// What the terminal shows, as far as it has been read.
    private(set) var screen: ScreenText
    /// When the last piece read arrived, or `nil` before the first.
    private(set) var lastArrival: ContinuousClock.Instant?
    /// How many bytes have been read.
    private(set) var bytesRead = 0
    /// When the program was started.
    let started: ContinuousClock.Instant
    private let controller: Int32
    private let output = OutputLog()
    private var piecesRead = 0
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` in a new pseudo-terminal of `columns` x `rows`.
    init(path: String, arguments: [String], columns: Int, rows: Int) throws(Failure) {
        let argumentBytes = ([path] + arguments).flatMap { Array($0.utf8) + [0] }.map { CChar(bitPattern: $0) }
        var controller: Int32 = -1
        var processIdentifier: Int32 = -1
        started = ContinuousClock.now
        let error = pseudo_terminal_spawn(
            path, argumentBytes, Int32(arguments.count + 1), UInt16(columns), UInt16(rows), &controller,
            &processIdentifier)
        guard error == 0 else {
            throw Failure(description: "cannot start \(path) in a pseudo-terminal: \(String(cString: strerror(error)))")
        }
        self.controller = controller
        self.processIdentifier = processIdentifier
        screen = ScreenText(width: columns, height: rows)
        let output = output
        let descriptor = controller
        let thread = Thread { output.readAll(from: descriptor) }
        thread.name = "Benchmarks.TerminalProcess"
        thread.start()
    }

    deinit {
        if exitStatus == nil { _ = pseudo_terminal_wait(processIdentifier, 0) }
        output.waitForEnd()
        close(controller)
    }

    /// Types `bytes` and returns the moment they were written.
    func type(_ bytes: [UInt8]) -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        var left = bytes
        while !left.isEmpty {
            let count = write(controller, left, left.count)
            guard count > 0 else { break }
            left.removeFirst(count)
        }
        return now
    }

    /// Reads output until `condition` holds (for the screen, say), and returns when the piece of
    /// output that made it hold arrived (the last piece read, if it held already).
    ///
    /// - Throws: `Failure` showing the screen, when it does not hold by `deadline` or the
    ///   program ends first.
    func read(
        until condition: (TerminalProcess) -> Bool, by deadline: ContinuousClock.Instant
    ) throws(Failure) -> ContinuousClock.Instant {
        while !condition(self) {
            guard let piece = output.piece(at: piecesRead, waitingUntil: deadline) else {
                let rows = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
                throw Failure(description: "the screen never showed what was expected; it shows:\n\(rows)")
            }
            consume(piece)
        }
        return lastArrival ?? started
    }

    /// Reads output until none has arrived for `quiet`, or until `deadline`.
    func readUntilQuiet(for quiet: Duration, by deadline: ContinuousClock.Instant) {
        while true {
            let end = min(ContinuousClock.now + quiet, deadline)
            guard let piece = output.piece(at: piecesRead, waitingUntil: end) else { return }
            consume(piece)
        }
    }

    /// The most memory the program has had resident so far (`VmHWM`), in megabytes; `nil` where
    /// `/proc` does not say.
    func peakMemoryMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }

    /// Types `keys` (such as Esc) to quit, and waits up to `milliseconds` for the program to
    /// end, killing it after that.
    ///
    /// - Returns: Its exit status, 128 plus the number of the signal that ended it, or -1 if it
    ///   had to be killed.
    func quit(typing keys: [UInt8], within milliseconds: Int32) -> Int32 {
        _ = type(keys)
        let status = pseudo_terminal_wait(processIdentifier, milliseconds)
        exitStatus = status
        return status
    }

    private func consume(_ piece: OutputLog.Piece) {
        piecesRead += 1
        lastArrival = piece.arrival
        bytesRead += piece.bytes.count
        screen.feed(piece.bytes)
    }
}

/// The output of a terminal as pieces with their arrival times; one thread appends, another
/// reads. `@unchecked Sendable`: every stored property is read and written only while holding
/// `condition`.
private final class OutputLog: @unchecked Sendable {
    /// Bytes that one read returned, and when.
    struct Piece {
        var arrival: ContinuousClock.Instant
        var bytes: [UInt8]
    }

    private let condition = NSCondition()
    private var pieces: [Piece] = []
    private var ended = false

    /// Reads `descriptor` until it ends (the program closed the terminal), noting each piece.
    func readAll(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            let arrival = ContinuousClock.now
            if count < 0 && errno == EINTR { continue }
            condition.lock()
            if count > 0 {
                pieces.append(Piece(arrival: arrival, bytes: Array(buffer[0..<count])))
            } else {
                ended = true
            }
            condition.broadcast()
            condition.unlock()
            if count <= 0 { return }
        }
    }

    /// Piece number `index`, waiting for it until `deadline`; `nil` if it has not come by then
    /// or the output ended before it.
    func piece(at index: Int, waitingUntil deadline: ContinuousClock.Instant) -> Piece? {
        condition.lock()
        defer { condition.unlock() }
        while index >= pieces.count && !ended {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
        return index < pieces.count ? pieces[index] : nil
    }

    /// Waits until the reading thread has seen the end of the output.
    func waitForEnd() {
        condition.lock()
        while !ended { condition.wait() }
        condition.unlock()
    }
}
