/// The keys pressed while the heroes load, before the table is on the screen.
///
/// Esc and Ctrl-C act at once (they quit: the user may not want to wait); every other key is kept,
/// in order, and handed to the app once it shows its first frame, so nothing typed is lost and
/// nothing acts on a screen the user has not seen.
///
/// ```swift
/// var startup = StartupKeys()
/// startup.receive(.text("s"))   // .kept
/// startup.receive(.escape)      // .quit(.success)
/// ```
struct StartupKeys: Equatable, Sendable {
    /// What a key pressed during loading does.
    enum Outcome: Equatable, Sendable {
        /// The key waits for the table.
        case kept

        /// The app ends with this status before the table is shown.
        case quit(ExitStatus)
    }

    /// The keys kept so far, in the order they were pressed.
    private(set) var keys: [Key] = []

    /// Takes a key pressed during loading.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.quit(.interrupted)` for Ctrl-C, `.quit(.success)` for Esc, `.kept` otherwise.
    @discardableResult
    mutating func receive(_ key: Key) -> Outcome {
        switch key {
        case .control("c"): return .quit(.interrupted)
        case .escape: return .quit(.success)
        default:
            keys.append(key)
            return .kept
        }
    }

    /// Hands over the kept keys and forgets them.
    ///
    /// - Returns: The keys, in the order they were pressed.
    mutating func take() -> [Key] {
        defer { keys = [] }
        return keys
    }
}
