import Dispatch
import XCTest

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pseudo-terminal pair for tests of real terminal settings: the program side (`terminal`) is
/// a tty that `tcgetattr`/`tcsetattr` work on; what the program writes to it can be read from the
/// `controller` side, and what is written to the controller arrives as the program's input.
public final class PseudoTerminal {
    /// The controlling side, as a terminal emulator holds it.
    public let controller: Int32

    /// The terminal side, as a program's standard input and output.
    public let terminal: Int32

    /// Linux's `TIOCSPTLCK` (`_IOW('T', 0x31, int)`) and `TIOCGPTN` (`_IOR('T', 0x30, unsigned)`):
    /// function-like macros that Swift does not import, and `posix_openpt` and friends are not
    /// exported by the Glibc module.
    private static let setLock: UInt = 0x4004_5431
    private static let getNumber: UInt = 0x8004_5430

    /// Opening a pair failed; the tests need one, so this fails them rather than skipping.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
    }

    /// Opens a new pair; throws `Failure` when the machine has none.
    public init() throws {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, Self.setLock, &unlock) == 0,
            ioctl(controller, Self.getNumber, &number) == 0
        else {
            let error = errno
            if controller >= 0 { close(controller) }
            throw Failure(description: "no pseudo-terminals on this machine (errno \(error))")
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            let error = errno
            close(controller)
            throw Failure(description: "cannot open /dev/pts/\(number) (errno \(error))")
        }
        self.controller = controller
        self.terminal = terminal
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// The terminal side's current settings.
    public var attributes: termios {
        var attributes = termios()
        XCTAssertEqual(tcgetattr(terminal, &attributes), 0)
        return attributes
    }

    /// What the program wrote: waits until at least `expected` bytes have arrived (failing the
    /// test after 30 s), then takes whatever else arrives before `quiet` milliseconds pass
    /// without output.
    ///
    /// The kernel hands what the program writes to the controller side on a worker thread of its
    /// own, so even a write that has returned may arrive later than any fixed wait; the expected
    /// length is an event to wait for, the quiet period only catches extra output.
    public func readOutput(
        expected: Int = 0, quiet: Int32 = 50, file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = DispatchTime.now() + 30
        while true {
            let waiting = bytes.count < expected
            let now = DispatchTime.now()
            if waiting && now >= deadline {
                XCTFail("\(bytes.count) of \(expected) bytes arrived in 30 s", file: file, line: line)
                break
            }
            let timeout =
                waiting ? Int32(clamping: (deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1) : quiet
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeout) == 1 else {
                if waiting { continue }
                break
            }
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends bytes as if typed.
    public func type(_ bytes: [UInt8]) {
        XCTAssertEqual(write(controller, bytes, bytes.count), bytes.count)
    }
}

/// Sets the size a terminal reports, as a terminal emulator does when its window changes; on a
/// controlling terminal, the kernel then sends SIGWINCH to its foreground processes.
///
/// - Parameters:
///   - descriptor: The terminal (either side of a pseudo-terminal pair).
///   - columns: The width, up to 65,535.
///   - rows: The height, up to 65,535.
public func setTerminalSize(
    of descriptor: Int32, columns: UInt16, rows: UInt16, file: StaticString = #filePath, line: UInt = #line
) {
    var size = winsize()
    size.ws_col = columns
    size.ws_row = rows
    XCTAssertEqual(ioctl(descriptor, UInt(TIOCSWINSZ), &size), 0, "TIOCSWINSZ", file: file, line: line)
}

/// The parts of `termios` that matter for comparing settings (the struct has padding and
/// platform fields that `Equatable` would not see through).
public struct TerminalSettings: Equatable {
    /// `c_iflag`.
    public let inputFlags: tcflag_t
    /// `c_oflag`.
    public let outputFlags: tcflag_t
    /// `c_cflag`.
    public let controlFlags: tcflag_t
    /// `c_lflag`.
    public let localFlags: tcflag_t
    /// `c_cc`, byte by byte.
    public let controlCharacters: [UInt8]

    /// The settings of `attributes`.
    public init(_ attributes: termios) {
        inputFlags = attributes.c_iflag
        outputFlags = attributes.c_oflag
        controlFlags = attributes.c_cflag
        localFlags = attributes.c_lflag
        var characters = attributes.c_cc
        controlCharacters = withUnsafeBytes(of: &characters) { Array($0) }
    }
}
