import HeroCatalog
import TerminalUI

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
/// wraps inside it. In an area too short for all of it, the blank lines go first, then the end
/// of the intro, whose last line shown ends with `…`; the name and the hint stay as long as
/// there is a row for them. An area with no room for a box (fewer than three rows, or fewer
/// than ``minimumWidth`` columns) shows ``tooSmallMessage`` instead.
struct DetailsPanel: Equatable, Sendable {
    /// The widest the box grows.
    static let maximumWidth = 64

    /// The narrowest screen the box is drawn on.
    static let minimumWidth = 10

    /// The rows the box needs to show the name, the team and the hint inside its border.
    static let minimumUsefulHeight = 5

    /// The hint on the last line of the box.
    static let closeHint = "Enter or Esc to close"

    /// What an area too small for the box shows.
    static let tooSmallMessage = "Terminal too small for the details · Esc closes"

    /// The look of the border.
    static let borderStyle = Style(foreground: .cyan, bold: true)

    /// The look of the hero's name.
    static let nameStyle = Style(bold: true)

    /// The look of the hint.
    static let hintStyle = Style(dim: true)

    /// The hero shown.
    let hero: Hero

    /// The lines inside the box, for an inner width and height, each with its style.
    ///
    /// - Parameters:
    ///   - width: The columns available inside the border and its padding.
    ///   - height: The rows available inside the border; by default as many as needed.
    /// - Returns: The name line, the universe and team, a blank, the wrapped intro, a blank, the
    ///   hint; when `height` is smaller, without the blanks, then with the intro cut (its last
    ///   line ending with `…`), then only the name and the hint, then only the name.
    /// - Complexity: O(*h* × *w*) in the lines shown and their width: of the intro, only the
    ///   first `height` − 2 lines are wrapped (see ``WrappedLines``).
    func content(width: Int, height: Int = .max) -> [(text: String, style: Style)] {
        typealias Line = (text: String, style: Style)
        let name: Line = (
            DisplayWidth.truncate(
                DisplayWidth.pad(hero.icon, to: TableLayout.iconWidth) + "  " + hero.name, to: width),
            Self.nameStyle
        )
        let hint: Line = (DisplayWidth.truncate(Self.closeHint, to: width), Self.hintStyle)
        guard height >= 3 else { return Array([name, hint].prefix(max(height, 0))) }
        let team: Line = (DisplayWidth.truncate("\(hero.universe.displayName) · \(hero.team)", to: width), .plain)
        let blank: Line = ("", .plain)
        let room = height - 3
        // One line more than fits tells whether the intro goes on; the rest is never wrapped, so
        // each frame costs what the panel shows, however long the intro is.
        let intro = WrappedLines(hero.intro, width: width).prefix(room + 1).map { Line($0, .plain) }
        if room >= intro.count + 2 { return [name, team, blank] + intro + [blank, hint] }
        if room == intro.count + 1 { return [name, team, blank] + intro + [hint] }
        var shown = Array(intro.prefix(room))
        if shown.count < intro.count, let last = shown.indices.last {
            shown[last].text = DisplayWidth.truncate(shown[last].text + String(DisplayWidth.ellipsis), to: width)
        }
        return [name, team] + shown + [hint]
    }

    /// Draws the box into `screen`, centred in `area` and blanking the rows it spans, or
    /// ``tooSmallMessage`` on the area's first row, blanking the area, when the box does not fit.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - area: The rows the box may cover; it spans the screen's width at most.
    func draw(into screen: inout ScreenBuffer, area: Range<Int>) {
        guard !area.isEmpty, screen.width > 0 else { return }
        guard area.count >= 3, screen.width >= Self.minimumWidth else {
            for row in area { screen.fill(row: row, columns: 0..<screen.width) }
            screen.put(
                DisplayWidth.truncate(Self.tooSmallMessage, to: screen.width), row: area.lowerBound, column: 0,
                style: Self.hintStyle)
            return
        }
        let boxWidth = min(Self.maximumWidth, screen.width - (screen.width >= 24 ? 4 : 0))
        let innerWidth = boxWidth - 4
        let content = content(width: innerWidth, height: area.count - 2)
        let boxHeight = content.count + 2
        let top = area.lowerBound + (area.count - boxHeight) / 2
        let left = (screen.width - boxWidth) / 2
        let horizontal = String(repeating: "─", count: boxWidth - 2)
        for row in top..<(top + boxHeight) {
            // The whole row, so no cut-off piece of the table shows beside the box.
            screen.fill(row: row, columns: 0..<screen.width)
            let isTop = row == top
            let isBottom = row == top + boxHeight - 1
            if isTop || isBottom {
                screen.put(
                    (isTop ? "┌" : "└") + horizontal + (isTop ? "┐" : "┘"), row: row, column: left,
                    style: Self.borderStyle)
                continue
            }
            screen.put("│", row: row, column: left, style: Self.borderStyle)
            screen.put("│", row: row, column: left + boxWidth - 1, style: Self.borderStyle)
            let line = content[row - top - 1]
            screen.put(line.text, row: row, column: left + 2, style: line.style)
        }
    }
}
