/// How a cell's text is drawn: colours and attributes.
///
/// `Style()` is the terminal's default look. ``sgr`` gives the complete Select Graphic
/// Rendition sequence for a style; it always starts from a reset, so a style's output never
/// depends on the one before it (one reset costs two bytes, and a change never has to work out
/// which attributes to turn off: SGR 22 turns off both bold and dim, for one).
///
/// When colour is disabled (see ``ColorSupport``), ``withoutColor()`` keeps what still carries
/// meaning: a coloured background (a highlight) becomes inverse video, foreground colours are
/// dropped, and bold, dim, underline, strikethrough and inverse stay.
///
/// ```swift
/// let highlight = Style(background: .palette(28), bold: true)
/// highlight.sgr               // "\u{1B}[0;1;48;5;28m"
/// highlight.withoutColor()    // Style(bold: true, inverse: true)
/// ```
public struct Style: Hashable, Sendable {
    /// The text colour, or `nil` for the terminal's default.
    public var foreground: Color?

    /// The background colour, or `nil` for the terminal's default.
    public var background: Color?

    /// Bold (or bright) text.
    public var bold: Bool

    /// Dim (faint) text.
    public var dim: Bool

    /// Underlined text.
    public var underline: Bool

    /// Swapped foreground and background.
    public var inverse: Bool

    /// Crossed-out text.
    public var strikethrough: Bool

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style; every attribute defaults to off and every colour to the terminal's.
    ///
    /// - Parameters:
    ///   - foreground: The text colour.
    ///   - background: The background colour.
    ///   - bold: Bold text.
    ///   - dim: Dim text.
    ///   - underline: Underlined text.
    ///   - inverse: Swapped colours.
    ///   - strikethrough: Crossed-out text.
    public init(
        foreground: Color? = nil,
        background: Color? = nil,
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        inverse: Bool = false,
        strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
        self.strikethrough = strikethrough
    }

    /// The SGR sequence that sets exactly this style, starting with a reset.
    ///
    /// Parameters come in a fixed order: reset, bold (1), dim (2), underline (4), inverse (7),
    /// strikethrough (9), foreground, background. The plain style is `ESC [ 0 m`.
    public var sgr: String {
        var parameters = "0"
        if bold { parameters += ";1" }
        if dim { parameters += ";2" }
        if underline { parameters += ";4" }
        if inverse { parameters += ";7" }
        if strikethrough { parameters += ";9" }
        if let foreground { parameters += ";" + foreground.parameters(background: false) }
        if let background { parameters += ";" + background.parameters(background: true) }
        return ControlSequence.introducer + parameters + "m"
    }

    /// This style for a terminal that must not show colour.
    ///
    /// - Returns: The style without colours; a background colour, which marks a highlight,
    ///   turns into inverse video so the highlight stays visible.
    public func withoutColor() -> Style {
        var style = self
        if style.background != nil { style.inverse = true }
        style.foreground = nil
        style.background = nil
        return style
    }

    /// This style, adapted to whether the terminal may show colour.
    ///
    /// - Parameter colorSupport: Whether colour is enabled.
    /// - Returns: The style itself, or ``withoutColor()``.
    public func adapted(to colorSupport: ColorSupport) -> Style {
        colorSupport == .enabled ? self : withoutColor()
    }
}
