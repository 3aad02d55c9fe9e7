/// The box that shows one hero in full when the user presses Enter, drawn over the table.
///
/// ```text
/// ┌──────────────────────────────────────┐
/// │ 🕷️  Spider-Man                        │
/// │ Marvel · Solo                        │
/// │                                      │
/// │ Peter Parker, bitten by a radioactive│
/// │ spider, swings over New York.        │
/// │                                      │
/// │ Enter or Esc to close                │
/// └──────────────────────────────────────┘
/// ```
///
/// The box is centred in the area it is given, at most ``maximumWidth`` columns wide; the intro
/// wraps inside it. In an area too small for all of it, the end is cut off.
struct DetailsPanel: Equatable, Sendable {
    /// The widest the box grows.
    static let maximumWidth = 64

    /// The hint on the last line of the box.
    static let closeHint = "Enter or Esc to close"

    /// The look of the border.
    static let borderStyle = Style(foreground: .cyan, bold: true)

    /// The look of the hero's name.
    static let nameStyle = Style(bold: true)

    /// The look of the hint.
    static let hintStyle = Style(dim: true)

    /// The hero shown.
    let hero: Hero

    /// The lines inside the box, for an inner width, each with its style.
    ///
    /// - Parameter width: The columns available inside the border and its padding.
    /// - Returns: The name line, the universe and team, a blank, the wrapped intro, a blank, the
    ///   hint.
    func content(width: Int) -> [(text: String, style: Style)] {
        var lines: [(text: String, style: Style)] = [
            (
                DisplayWidth.truncate(
                    DisplayWidth.pad(hero.icon, to: TableLayout.iconWidth) + "  " + hero.name, to: width),
                Self.nameStyle
            ),
            (DisplayWidth.truncate("\(hero.universe.displayName) · \(hero.team)", to: width), .plain),
            ("", .plain),
        ]
        lines += DisplayWidth.wrap(hero.intro, to: width).map { ($0, Style.plain) }
        lines.append(("", .plain))
        lines.append((DisplayWidth.truncate(Self.closeHint, to: width), Self.hintStyle))
        return lines
    }

    /// Draws the box into `screen`, centred in `area`.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - area: The rows the box may cover; it spans the screen's width at most.
    func draw(into screen: inout ScreenBuffer, area: Range<Int>) {
        guard !area.isEmpty, screen.width >= 6 else { return }
        let boxWidth = min(Self.maximumWidth, screen.width - (screen.width >= 24 ? 4 : 0))
        let innerWidth = boxWidth - 4
        let content = content(width: max(innerWidth, 1))
        let boxHeight = min(content.count + 2, area.count)
        let top = area.lowerBound + (area.count - boxHeight) / 2
        let left = (screen.width - boxWidth) / 2
        let horizontal = String(repeating: "─", count: max(boxWidth - 2, 0))
        for row in top..<(top + boxHeight) {
            screen.fill(row: row, columns: left..<(left + boxWidth))
            let isTop = row == top
            let isBottom = row == top + boxHeight - 1 && boxHeight > 1
            if isTop || isBottom {
                screen.put(
                    (isTop ? "┌" : "└") + horizontal + (isTop ? "┐" : "┘"), row: row, column: left,
                    style: Self.borderStyle)
                continue
            }
            screen.put("│", row: row, column: left, style: Self.borderStyle)
            screen.put("│", row: row, column: left + boxWidth - 1, style: Self.borderStyle)
            let index = row - top - 1
            if index < content.count {
                screen.put(content[index].text, row: row, column: left + 2, style: content[index].style)
            }
        }
    }
}
