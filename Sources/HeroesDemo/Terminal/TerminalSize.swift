#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal behind a file descriptor how wide it is.
///
/// ```swift
/// let width = TerminalSize.columns(of: STDOUT_FILENO) ?? TerminalSize.defaultColumns
/// ```
enum TerminalSize {
    /// The width used when output is not a terminal (a pipe or a file): wide enough for a
    /// readable table, narrow enough for a code review.
    static let defaultColumns = 100

    /// The number of columns of the terminal `descriptor` refers to.
    ///
    /// - Parameter descriptor: An open file descriptor, such as `STDOUT_FILENO`.
    /// - Returns: The width, or `nil` when the descriptor is not a terminal or the terminal does
    ///   not report a size.
    static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The number of columns and rows of the terminal `descriptor` refers to, for the
    /// full-screen app, which lays out both dimensions (and again after SIGWINCH).
    ///
    /// - Parameter descriptor: An open file descriptor, such as `STDOUT_FILENO`.
    /// - Returns: The size, or `nil` when the descriptor is not a terminal or reports a zero
    ///   dimension.
    static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The width to render standard output at: the terminal's, or ``defaultColumns``.
    static var standardOutputColumns: Int {
        columns(of: STDOUT_FILENO) ?? defaultColumns
    }
}
