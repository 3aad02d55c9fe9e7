/// How error messages quote a value the user supplied: a command-line argument, a data file's
/// path, a field of the data file.
///
/// A value is put in double quotes with Swift's escapes, so a line break or a quote inside it
/// cannot split or end the message, and a long one is cut with `…` and followed by its length,
/// so an argument of 131,071 characters or a field of ten million makes a message of one short
/// line.
///
/// ```swift
/// MessageQuoting.quoted("Hulk\n")  // "Hulk\n", in quotes, the line break escaped
/// MessageQuoting.quoted(String(repeating: "a", count: 100))
/// // forty a's and "…" in quotes, then " (100 characters)"
/// MessageQuoting.path("data/heroes.json")  // data/heroes.json, as written
/// ```
public enum MessageQuoting {
    /// The most characters of a value that a message quotes.
    public static let maximumLength = 40

    /// The most characters of a path that a message shows. Longer than ``maximumLength``
    /// because a path names its file only in full: a temporary directory's path is about 70
    /// characters, and a deep project path about 100.
    public static let maximumPathLength = 120

    /// `value` as a message quotes it: in double quotes with Swift's escapes, and, when longer
    /// than `maximumLength` characters, cut there with `…` and followed by its length.
    ///
    /// - Parameters:
    ///   - value: Text the user supplied.
    ///   - maximumLength: The most characters of `value` to show; ``maximumLength`` by default.
    /// - Returns: The quoted text, at most about `maximumLength` characters plus escapes and
    ///   the length.
    /// - Complexity: O(*n*) in the length of `value`, to count it.
    public static func quoted(_ value: some StringProtocol, maximumLength: Int = maximumLength) -> String {
        let count = value.count
        guard count > maximumLength else { return String(value).debugDescription }
        return (String(value.prefix(maximumLength)) + "…").debugDescription + " (\(count) characters)"
    }

    /// Whether ``quoted(_:maximumLength:)`` cuts `value`, which then cannot be pasted back.
    ///
    /// - Parameters:
    ///   - value: Text the user supplied.
    ///   - maximumLength: The most characters shown; ``maximumLength`` by default.
    /// - Returns: `true` when `value` has more than `maximumLength` characters.
    /// - Complexity: O(*n*) in the length of `value`, to count it.
    public static func isShortened(_ value: some StringProtocol, maximumLength: Int = maximumLength) -> Bool {
        value.count > maximumLength
    }

    /// A file's path as a message names it at the start of the line (`path: problem`): as
    /// written when it is at most ``maximumPathLength`` characters and has nothing to escape,
    /// otherwise quoted like any value, cut at ``maximumPathLength`` characters.
    ///
    /// ```swift
    /// MessageQuoting.path("my heroes.json")  // my heroes.json
    /// MessageQuoting.path("two\nlines.json")  // "two\nlines.json", in quotes, escaped
    /// ```
    ///
    /// - Parameter path: The path as the user wrote it.
    /// - Returns: The path, fit for one line.
    /// - Complexity: O(*n*) in the length of `path`, to count it.
    public static func path(_ path: String) -> String {
        let quoted = quoted(path, maximumLength: maximumPathLength)
        // Quotes added and nothing escaped or cut: the path reads as it is.
        return quoted.utf8.count == path.utf8.count + 2 ? path : quoted
    }
}
