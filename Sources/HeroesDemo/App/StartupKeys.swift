import TerminalUI

/// The keys pressed while the heroes load, before the table is on the screen.
///
/// Esc and Ctrl-C act at once (they quit: the user may not want to wait); Ctrl-Z suspends the app
/// as it would later. Keys that edit the query are kept, in order, and shown in the loading
/// screen's search field as they are typed, then handed to the app with its first frame, so
/// nothing typed is lost. Keys that act on the table (↑ ↓ PgUp PgDn Enter) are dropped: the table
/// they would act on has never been on the screen, and Enter would open a hero the user has not
/// seen.
///
/// ```swift
/// var startup = StartupKeys()
/// startup.receive(.text("s"))   // .kept
/// startup.receive(.enter)       // .dropped
/// startup.receive(.escape)      // .quit(.success)
/// ```
struct StartupKeys: Equatable, Sendable {
    /// What a key pressed during loading does.
    enum Outcome: Equatable, Sendable {
        /// The key waits for the table.
        case kept

        /// The key would act on a table the user has not seen, so it does nothing.
        case dropped

        /// The app suspends (Ctrl-Z), then goes on loading.
        case suspend

        /// The app ends with this status before the table is shown.
        case quit(ExitStatus)
    }

    /// The keys kept so far, in the order they were pressed.
    private(set) var keys: [Key] = []

    /// The search field as the kept keys edit it, for the loading screen.
    private(set) var editor = LineEditor()

    /// Takes a key pressed during loading.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.quit(.interrupted)` for Ctrl-C, `.quit(.success)` for Esc, `.suspend` for
    ///   Ctrl-Z, `.dropped` for a key that acts on the table, `.kept` otherwise.
    @discardableResult
    mutating func receive(_ key: Key) -> Outcome {
        switch key {
        case .control("c"): return .quit(.interrupted)
        case .escape: return .quit(.success)
        case .control("z"): return .suspend
        case _ where HeroesController.actsOnTable(key): return .dropped
        default:
            keys.append(key)
            editor.handle(key)
            return .kept
        }
    }

    /// The kept keys, which are forgotten.
    ///
    /// - Returns: The keys in the order they were pressed.
    mutating func take() -> [Key] {
        defer {
            keys = []
            editor = LineEditor()
        }
        return keys
    }
}
