import HeroCatalog

/// Whether the details panel is open, and for which hero: the app's one piece of state that is
/// neither the search field nor the table.
///
/// Enter opens the selected hero's details; with nothing selected it asks the table to select
/// the first row in its window, and opens that hero's details once the view model reports it.
/// While open, the details follow the selection (↑ ↓ show the next hero), and close when the
/// selected hero leaves the table.
///
/// ```swift
/// var details = DetailsState()
/// details.enter(selected: spiderMan)  // .opened
/// details.hero                       // Spider-Man
/// ```
struct DetailsState: Equatable, Sendable {
    /// What Enter did.
    enum EnterOutcome: Equatable, Sendable {
        /// The details of the selected hero opened.
        case opened

        /// Nothing was selected: the table should select a row, whose details open then.
        case needsSelection
    }

    /// The hero whose details are open, if any.
    private(set) var hero: Hero?

    /// Whether Enter asked for the details of a row it is having selected.
    private(set) var isRequested = false

    /// Whether the panel is open.
    var isOpen: Bool { hero != nil }

    /// Enter on the table.
    ///
    /// - Parameter selected: The selected hero, if any.
    /// - Returns: Whether the panel opened or waits for a selection.
    mutating func enter(selected: Hero?) -> EnterOutcome {
        if let selected {
            hero = selected
            return .opened
        }
        isRequested = true
        return .needsSelection
    }

    /// Closes the panel.
    mutating func close() {
        hero = nil
    }

    /// Forgets a pending request: any key but Enter.
    mutating func cancelRequest() {
        isRequested = false
    }

    /// The view model reports a new selected hero.
    ///
    /// - Parameter selected: The selected hero, `nil` once it left the table.
    mutating func selectionChanged(to selected: Hero?) {
        if hero != nil || (isRequested && selected != nil) {
            hero = selected
            isRequested = false
        }
    }
}
