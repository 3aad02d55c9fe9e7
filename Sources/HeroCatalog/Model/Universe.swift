import Differentiator

/// The publisher's universe a hero belongs to.
///
/// The order of the cases is the order of the sections in the table: Marvel first, then DC.
/// The raw value is the spelling used in the data file and on screen.
public enum Universe: String, CaseIterable, Codable, Hashable, Sendable {
    /// Marvel Comics.
    case marvel = "Marvel"

    /// DC Comics.
    case dc = "DC"

    /// The universe's position in `allCases`, which is its section's position in the table;
    /// the switch makes a new case fail to compile until it has its place.
    public var position: UInt8 {
        switch self {
        case .marvel: 0
        case .dc: 1
        }
    }

    /// The name shown in section titles, such as `Marvel`.
    public var displayName: String { rawValue }

    /// The raw values the data file may use, for error messages: `"Marvel" or "DC"`.
    public static var allowedSpellings: String {
        allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
    }

    /// Decodes a universe from its exact spelling.
    ///
    /// A custom decoder gives the loader an error that names the allowed values, instead of
    /// Foundation's generic "cannot initialize from invalid String value".
    ///
    /// - Parameter decoder: The decoder to read a single string from.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a known universe.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let universe = Universe(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "is \(MessageQuoting.quoted(text)), expected \(Universe.allowedSpellings)"
            )
        }
        self = universe
    }
}

extension Universe: IdentifiableType {
    /// The universe itself: a section of the table is identified by its universe.
    public var identity: Universe { self }
}
