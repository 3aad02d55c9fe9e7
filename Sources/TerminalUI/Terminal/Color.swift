/// A terminal colour for text or background.
///
/// Three families, from most to least portable: the 16 ANSI colours (whose actual shades each
/// terminal's theme picks), the 256-colour palette (`ESC [ 38 ; 5 ; n m`), and 24-bit RGB. The
/// animations use the 256-colour palette: every terminal the demo targets (xterm, tmux, VTE,
/// the macOS terminals) supports it, and its shades fade in even steps.
///
/// ```swift
/// Style(foreground: .red)                 // SGR 31
/// Style(background: .palette(22))         // SGR 48;5;22
/// ```
public enum Color: Hashable, Sendable {
    /// One of the 16 ANSI colours: 0–7 standard (black, red, green, yellow, blue, magenta, cyan,
    /// white), 8–15 their bright variants. Larger values are taken modulo 16.
    case ansi(UInt8)

    /// An entry of the xterm 256-colour palette.
    case palette(UInt8)

    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// ANSI black.
    public static let black = Color.ansi(0)
    /// ANSI red.
    public static let red = Color.ansi(1)
    /// ANSI green.
    public static let green = Color.ansi(2)
    /// ANSI yellow.
    public static let yellow = Color.ansi(3)
    /// ANSI blue.
    public static let blue = Color.ansi(4)
    /// ANSI magenta.
    public static let magenta = Color.ansi(5)
    /// ANSI cyan.
    public static let cyan = Color.ansi(6)
    /// ANSI white (often light grey).
    public static let white = Color.ansi(7)

    /// The SGR parameters selecting this colour.
    ///
    /// - Parameter background: Whether the colour is for the background rather than the text.
    /// - Returns: Such as `"31"`, `"101"`, `"48;5;22"` or `"38;2;255;0;0"`.
    public func parameters(background: Bool) -> String {
        switch self {
        case .ansi(let value):
            let index = Int(value % 16)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .palette(let index):
            return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let red, let green, let blue):
            return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
    }
}
