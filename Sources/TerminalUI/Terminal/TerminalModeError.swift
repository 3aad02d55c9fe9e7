/// Why the terminal could not be put into full-screen mode.
public enum TerminalModeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is not a terminal (a pipe or a file), so there is nothing to switch.
    case notATerminal(descriptor: Int32)

    /// Reading or changing the terminal's settings failed with an `errno` value.
    case attributesFailed(descriptor: Int32, errorNumber: Int32)

    /// A terminal mode is already active in this process.
    case alreadyActive

    /// The problem in one line.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            return "file descriptor \(descriptor) is not a terminal"
        case .attributesFailed(let descriptor, let errorNumber):
            return "cannot change the settings of terminal \(descriptor) (errno \(errorNumber))"
        case .alreadyActive:
            return "the terminal is already in full-screen mode"
        }
    }
}
