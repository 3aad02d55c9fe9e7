#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal behind a file descriptor how large it is, capped at the largest screen the
/// app lays out.
///
/// A terminal may report any size up to 65,535 × 65,535, and the app keeps a cell per column
/// and row in each frame: at that size a frame would need 137 GB. So sizes are capped at
/// ``maximumColumns`` × ``maximumRows``; on a larger terminal the app draws in the top left
/// corner of that size.
///
/// ```swift
/// let width = TerminalSize.columns(of: STDOUT_FILENO) ?? TerminalSize.defaultColumns
/// ```
public enum TerminalSize {
    /// The width used when output is not a terminal (a pipe or a file): wide enough for a
    /// readable table, narrow enough for a code review.
    public static let defaultColumns = 100

    /// The most columns the app lays out: more than a full-screen window holds on an 8K display
    /// (7,680 pixels across) in a font 8 pixels wide, the smallest that people read.
    public static let maximumColumns = 1000

    /// The most rows the app lays out: more than a full-screen window holds on an 8K display
    /// (4,320 pixels high) in a font 9 pixels high. A frame of ``maximumColumns`` × this many
    /// cells takes 16 MB (32 bytes a cell); the app keeps two, the one shown and the next.
    public static let maximumRows = 500

    /// A size as the app lays it out: each dimension at most ``maximumColumns`` or
    /// ``maximumRows``.
    ///
    /// - Parameters:
    ///   - columns: The width a terminal reports.
    ///   - rows: The height a terminal reports.
    /// - Returns: The size, capped.
    public static func capped(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        (min(columns, maximumColumns), min(rows, maximumRows))
    }

    /// The number of columns of the terminal `descriptor` refers to, at most
    /// ``maximumColumns``.
    ///
    /// - Parameter descriptor: An open file descriptor, such as `STDOUT_FILENO`.
    /// - Returns: The width, or `nil` when the descriptor is not a terminal or the terminal does
    ///   not report a size.
    public static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return min(Int(size.ws_col), maximumColumns)
    }

    /// The number of columns and rows of the terminal `descriptor` refers to, for the
    /// full-screen app, which lays out both dimensions (and again after SIGWINCH).
    ///
    /// - Parameter descriptor: An open file descriptor, such as `STDOUT_FILENO`.
    /// - Returns: The size, ``capped(columns:rows:)``, or `nil` when the descriptor is not a
    ///   terminal or reports a zero dimension.
    public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return capped(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The width to render standard output at: the terminal's, or ``defaultColumns``.
    public static var standardOutputColumns: Int {
        columns(of: STDOUT_FILENO) ?? defaultColumns
    }
}
