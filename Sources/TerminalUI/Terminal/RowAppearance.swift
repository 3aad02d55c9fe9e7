/// How an animated row looks in one frame: an overlay on the row's own style, a marker for its
/// gutter, and whether it takes up a line at all.
///
/// ```swift
/// let look = RowAnimation.standard.appearance(of: .inserted, at: .milliseconds(40))
/// let style = look.style(over: isSelected ? Style(inverse: true) : .plain)
/// ```
public struct RowAppearance: Equatable, Sendable {
    /// A text colour to draw the row in, or `nil` to keep the row's own.
    public var foreground: Color?

    /// A background colour to draw the row on, or `nil` to keep the row's own.
    public var background: Color?

    /// Whether the row is drawn bold.
    public var bold = false

    /// Whether the row is drawn dim.
    public var dim = false

    /// Whether the row is crossed out.
    public var strikethrough = false

    /// A one-column mark for the row's gutter, or `nil` for none.
    public var marker: Character?

    /// Whether the row occupies a line; `false` once a deleted row has collapsed.
    public var isVisible = true

    /// The look of a row that is not animating.
    public static let settled = RowAppearance()

    /// The look of a deleted row after it has collapsed.
    public static let collapsed = RowAppearance(isVisible: false)

    /// Creates an appearance; by default, the settled look.
    ///
    /// - Parameters:
    ///   - foreground: The text colour overlay.
    ///   - background: The background colour overlay.
    ///   - bold: Bold text.
    ///   - dim: Dim text.
    ///   - strikethrough: Crossed-out text.
    ///   - marker: A gutter mark.
    ///   - isVisible: Whether the row takes up a line.
    public init(
        foreground: Color? = nil,
        background: Color? = nil,
        bold: Bool = false,
        dim: Bool = false,
        strikethrough: Bool = false,
        marker: Character? = nil,
        isVisible: Bool = true
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.strikethrough = strikethrough
        self.marker = marker
        self.isVisible = isVisible
    }

    /// The row's style with this appearance laid over it.
    ///
    /// - Parameter base: The row's own style (for example inverse for the selected row).
    /// - Returns: `base` with this appearance's colours replacing its own and its attributes
    ///   added.
    public func style(over base: Style) -> Style {
        var style = base
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
        style.bold = style.bold || bold
        style.dim = style.dim || dim
        style.strikethrough = style.strikethrough || strikethrough
        return style
    }
}
