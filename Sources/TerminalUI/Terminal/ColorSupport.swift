/// Whether the app may use colour, decided once at start-up.
///
/// Colour is off when the `NO_COLOR` environment variable is set to a non-empty value (the
/// convention at no-color.org: an empty value means "not set"), or when the user passes
/// `--no-color`. Text attributes such as bold and inverse stay available either way.
///
/// ```swift
/// let support = ColorSupport.detect(environment: ProcessInfo.processInfo.environment,
///                                   noColorOption: options.noColor)
/// ```
public enum ColorSupport: Equatable, Sendable {
    /// Colours may be used.
    case enabled

    /// Only attributes (bold, dim, underline, inverse, strikethrough) may be used.
    case disabled

    /// The environment variable that turns colour off.
    public static let environmentVariable = "NO_COLOR"

    /// Decides whether colour is allowed.
    ///
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - noColorOption: Whether `--no-color` was given.
    /// - Returns: `.disabled` when `NO_COLOR` is set and non-empty or the option was given,
    ///   `.enabled` otherwise.
    public static func detect(environment: [String: String], noColorOption: Bool) -> ColorSupport {
        if noColorOption { return .disabled }
        if let value = environment[environmentVariable], !value.isEmpty { return .disabled }
        return .enabled
    }
}
