import SectionedData

// Drawing the window of lines into a screen buffer, each line in its animated look.

extension TerminalTableRenderer {
    /// Columns before the table's text: a marker column (`»` for moved rows, `›` for the
    /// selection) and a space.
    public static let gutterWidth = 2

    /// The look of a section header.
    public static let headerStyle = Style(foreground: .yellow, bold: true)

    /// The look of the selected row; without colour its background turns into inverse video.
    public static let selectedStyle = Style(foreground: .palette(231), background: .palette(24), bold: true)

    /// The gutter mark of the selected row.
    public static let selectionMarker: Character = "›"

    /// Draws the lines in the window into rows of `screen`, one line per row, at the animation's
    /// look at `time`. Rows past the last line are left as they are.
    ///
    /// - Parameters:
    ///   - screen: The screen to draw into; lines span its full width.
    ///   - rows: The screen rows of the window; its count should be ``viewportHeight``.
    ///   - time: The current time, for the animation.
    /// - Complexity: O(*h* · *w*) for a window of *h* rows of *w* columns, plus finding the
    ///   selected line (see ``selectedLine``).
    public func draw(into screen: inout ScreenBuffer, rows: Range<Int>, at time: Duration) {
        let elapsed = elapsed(at: time)
        let selected = selectedLine
        for (offset, row) in rows.enumerated() {
            let index = top + offset
            guard index < lines.count else { break }
            let line = lines[index]
            let appearance = elapsed.map { animation.appearance(of: line.change, at: $0) } ?? .settled
            guard appearance.isVisible else {
                screen.fill(row: row, columns: 0..<screen.width)
                continue
            }
            let base = index == selected ? Self.selectedStyle : (line.isHeader ? Self.headerStyle : .plain)
            let style = appearance.style(over: base)
            screen.fill(row: row, columns: 0..<screen.width, style: style)
            let marker = appearance.marker ?? (index == selected ? Self.selectionMarker : nil)
            if let marker { screen.put(String(marker), row: row, column: 0, style: style) }
            let text: String
            if line.isHeader {
                text = title(for: line) ?? ""
            } else if let cell = cell(for: line) {
                text = cell.text(width: screen.width - Self.gutterWidth)
            } else {
                text = ""
            }
            screen.put(text, row: row, column: Self.gutterWidth, style: style)
        }
    }
}
