/// The ANSI (ECMA-48) and xterm control sequences the terminal layer writes.
///
/// Everything the app sends to the terminal, apart from text, comes from here, so the test
/// terminal (`VirtualTerminal`) only has to understand this list. Rows and columns are 0-based in
/// the API and converted to the 1-based numbers the terminal expects.
///
/// ```swift
/// ControlSequence.moveCursor(row: 0, column: 4)  // "\u{1B}[1;5H"
/// ```
public enum ControlSequence {
    /// The Control Sequence Introducer, `ESC [`.
    public static let introducer = "\u{1B}["

    /// Switches to the alternate screen, saving the cursor (xterm mode 1049).
    public static let enterAlternateScreen = "\u{1B}[?1049h"

    /// Returns to the normal screen and restores the cursor saved by ``enterAlternateScreen``.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Hides the cursor (DECTCEM off).
    public static let hideCursor = "\u{1B}[?25l"

    /// Shows the cursor (DECTCEM on).
    public static let showCursor = "\u{1B}[?25h"

    /// Turns automatic wrapping off (DECAWM), so writing the last column never scrolls.
    public static let disableAutowrap = "\u{1B}[?7l"

    /// Turns automatic wrapping back on, the terminal's usual state.
    public static let enableAutowrap = "\u{1B}[?7h"

    /// Turns bracketed paste off, so pasted text arrives as plain keystrokes.
    public static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Turns every mouse-reporting mode off (X10, button, any-event, SGR encoding), in case a
    /// program before us left one on: mouse reports would otherwise arrive as escape sequences.
    public static let disableMouseReporting = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"

    /// Puts the cursor keys in normal mode (DECCKM off), so arrows arrive as `ESC [ A` rather
    /// than `ESC O A` (the decoder understands both).
    public static let normalCursorKeys = "\u{1B}[?1l"

    /// Erases the whole screen with the current background.
    public static let eraseScreen = "\u{1B}[2J"

    /// Erases from the cursor to the end of its line with the current background.
    public static let eraseToEndOfLine = "\u{1B}[K"

    /// Resets every text attribute and colour (SGR 0).
    public static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to the top-left corner.
    public static let home = "\u{1B}[H"

    /// Moves the cursor to a cell.
    ///
    /// - Parameters:
    ///   - row: The 0-based row.
    ///   - column: The 0-based column.
    /// - Returns: The shortest form of CUP: `ESC [ H` for the corner, `ESC [ r H` for the first
    ///   column, `ESC [ r ; c H` otherwise.
    public static func moveCursor(row: Int, column: Int) -> String {
        if column == 0 { return row == 0 ? home : "\(introducer)\(row + 1)H" }
        return "\(introducer)\(row + 1);\(column + 1)H"
    }

    /// Moves the cursor right within its line (CUF).
    ///
    /// - Parameter count: How many columns; at least 1.
    /// - Returns: `ESC [ C` for one column, `ESC [ n C` for more.
    public static func moveCursorForward(_ count: Int) -> String {
        count == 1 ? "\(introducer)C" : "\(introducer)\(count)C"
    }
}
