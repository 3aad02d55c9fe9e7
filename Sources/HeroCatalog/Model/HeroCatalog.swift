import Foundation

/// A validated list of heroes, loaded from the bundled data set, a file, or built in memory.
///
/// Every hero in a catalog has non-empty single-line fields, a one-character icon, and a name
/// that no other hero shares (ignoring case, accents, width, spaces and punctuation).
///
/// ```swift
/// let catalog = try HeroCatalog.bundled()
/// print(catalog.heroes.count)
/// ```
public struct HeroCatalog: Equatable, Sendable {
    /// The heroes in the order the source listed them.
    public let heroes: [Hero]

    /// The name of the bundled data file, as declared in Package.swift.
    public static let bundledResourceName = "heroes.json"

    /// Creates a catalog from heroes that are already valid.
    ///
    /// - Parameter heroes: The heroes; the caller guarantees they pass ``validate(_:file:)``.
    public init(unchecked heroes: [Hero]) {
        self.heroes = heroes
    }

    /// Checks `heroes` and creates a catalog of them.
    ///
    /// - Parameters:
    ///   - heroes: The heroes in source order.
    ///   - file: The name used in errors.
    /// - Throws: `HeroDataError` for the first invalid hero or duplicate name.
    public init(validating heroes: [Hero], file: String) throws(HeroDataError) {
        try Self.validate(heroes, file: file)
        self.heroes = heroes
    }

    /// Loads the data set that ships inside the executable's resource bundle.
    ///
    /// - Returns: The bundled catalog.
    /// - Throws: `HeroDataError` when the resource is missing or invalid (a packaging bug).
    public static func bundled() throws(HeroDataError) -> HeroCatalog {
        guard let url = Bundle.module.url(forResource: "heroes", withExtension: "json") else {
            throw HeroDataError(file: bundledResourceName, problem: .fileNotFound)
        }
        return try load(path: url.path)
    }

    /// Loads and validates the JSON data file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path, as the user wrote it; errors repeat it (shortened when long).
    ///   - sizeLimit: The most bytes the file may hold; ``maximumFileSize`` unless a test needs
    ///     a quick failure.
    /// - Returns: The catalog.
    /// - Throws: `HeroDataError` when the file is missing, unreadable, larger than `sizeLimit`,
    ///   empty, not valid JSON, or holds an invalid hero.
    public static func load(path: String, sizeLimit: Int = maximumFileSize) throws(HeroDataError) -> HeroCatalog {
        try decode(readContents(of: path, limit: sizeLimit), file: path)
    }

    /// Decodes and validates a JSON list of heroes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: a UTF-8 JSON list of objects with the string fields `name`,
    ///     `universe` (`"Marvel"` or `"DC"`), `team`, `intro` and `icon`.
    ///   - file: The name used in errors.
    /// - Returns: The catalog.
    /// - Throws: `HeroDataError` describing the first problem found.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func decode(_ data: Data, file: String) throws(HeroDataError) -> HeroCatalog {
        try decode([UInt8](data), file: file)
    }

    /// Decodes and validates a JSON list of heroes given as bytes.
    ///
    /// A file of the usual shape, valid, is read by ``HeroFileLoader`` in one pass over its
    /// bytes; anything else, and every error, goes to Foundation's `JSONDecoder`
    /// (``decodeWithFoundation(_:file:)``), which gives the same catalog for a valid file and
    /// says what is wrong with any other.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, released before the store is built when this call holds the
    ///     last reference: a UTF-8 JSON list of heroes, as for ``decode(_:file:)-(Data,_)``.
    ///   - file: The name used in errors.
    /// - Returns: The catalog.
    /// - Throws: `HeroDataError` describing the first problem found.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func decode(_ bytes: consuming [UInt8], file: String) throws(HeroDataError) -> HeroCatalog {
        guard let builder = HeroFileLoader.builder(from: bytes) else {
            return try decodeWithFoundation(Data(bytes), file: file)
        }
        // The file's bytes (150 MB for a million heroes) go before the store is built.
        _ = consume bytes
        return HeroCatalog(unchecked: builder.build().heroes)
    }

    /// Decodes and validates a JSON list of heroes with Foundation's `JSONDecoder`, which
    /// handles any JSON and reports every problem: the path of every file that
    /// ``HeroFileLoader`` declines.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in errors.
    /// - Returns: The catalog.
    /// - Throws: `HeroDataError` describing the first problem found.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func decodeWithFoundation(_ data: Data, file: String) throws(HeroDataError) -> HeroCatalog {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw HeroDataError(file: file, problem: .emptyFile)
        }
        let heroes: [Hero]
        do {
            let fields = try JSONDecoder().decode([Hero.Fields].self, from: data)
            var builder = HeroStore.Builder(capacity: fields.count)
            for hero in fields {
                builder.append(
                    name: hero.name, universe: hero.universe, team: hero.team, intro: hero.intro, icon: hero.icon)
            }
            heroes = builder.build().heroes
        } catch let error as DecodingError {
            throw HeroDataError(file: file, problem: Self.problem(for: error, data: data))
        } catch {
            throw HeroDataError(file: file, problem: .invalidJSON(location: nil, detail: "\(error)"))
        }
        guard !heroes.isEmpty else {
            throw HeroDataError(file: file, problem: .noHeroes)
        }
        return try HeroCatalog(validating: heroes, file: file)
    }
}
