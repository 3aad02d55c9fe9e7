import TerminalUI

/// The frame shown while the heroes load: the search field, with what was typed meanwhile, and a
/// line saying what is loading and how to stop it.
///
/// ```swift
/// var editor = LineEditor(text: "nova")
/// let screen = LoadingScreen(layout: ScreenLayout(width: 80, height: 24), colorSupport: .enabled)
/// let frame = screen.frame(heroCount: 1_000_000, search: editor.render(width: screen.searchFieldWidth))
/// ```
struct LoadingScreen: Sendable {
    /// Where the parts go.
    let layout: ScreenLayout

    /// Whether colours are allowed.
    let colorSupport: ColorSupport

    /// The message, such as `Loading 1000000 heroes… (Esc or Ctrl-C to stop)`.
    ///
    /// - Parameter heroCount: How many heroes load, when known.
    /// - Returns: The message.
    static func message(heroCount: Int?) -> String {
        let what = heroCount.map { "\($0) \($0 == 1 ? "hero" : "heroes")" } ?? "heroes"
        return "Loading \(what)… (Esc or Ctrl-C to stop)"
    }

    /// The width left for the search field after its label, as on the heroes screen.
    var searchFieldWidth: Int {
        HeroesScreen(layout: layout, colorSupport: colorSupport).searchFieldWidth
    }

    /// Draws the frame.
    ///
    /// - Parameters:
    ///   - heroCount: How many heroes load, when known.
    ///   - search: The search field's visible text and cursor column, rendered for
    ///     ``searchFieldWidth``; empty by default.
    /// - Returns: The frame.
    func frame(
        heroCount: Int?,
        search: LineEditor.Rendering = LineEditor.Rendering(text: "", cursorColumn: 0)
    ) -> ScreenBuffer {
        var screen = ScreenBuffer(width: layout.width, height: layout.height, colorSupport: colorSupport)
        if let row = layout.searchRow {
            HeroesScreen(layout: layout, colorSupport: colorSupport).drawSearch(search, into: &screen, row: row)
        }
        let row = layout.statusRow ?? layout.searchRow.map { $0 + 1 } ?? 0
        if row < layout.height {
            screen.put(
                DisplayWidth.truncate(Self.message(heroCount: heroCount), to: layout.width), row: row, column: 0,
                style: HeroesScreen.quietStyle)
        }
        return screen
    }
}
