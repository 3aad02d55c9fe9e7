/// The frame shown while the heroes load: the search label and a line saying what is loading and
/// how to stop it.
///
/// ```swift
/// let frame = LoadingScreen(layout: ScreenLayout(width: 80, height: 24), colorSupport: .enabled)
///     .frame(heroCount: 1_000_000)
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

    /// Draws the frame.
    ///
    /// - Parameter heroCount: How many heroes load, when known.
    /// - Returns: The frame.
    func frame(heroCount: Int?) -> ScreenBuffer {
        var screen = ScreenBuffer(width: layout.width, height: layout.height, colorSupport: colorSupport)
        if let row = layout.searchRow {
            screen.put(
                DisplayWidth.truncate(HeroesScreen.searchLabel, to: layout.width), row: row, column: 0,
                style: HeroesScreen.labelStyle)
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
