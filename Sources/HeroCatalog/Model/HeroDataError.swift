/// A data file that cannot be turned into a catalog, with the file and the problem.
///
/// Its description is one line meant for the user, for example
/// `heroes.json: hero 3 ("Hulk"): field "intro" is empty`. Heroes are numbered from 1 in the
/// order the file lists them. Values taken from the file are quoted with escapes, so a name
/// holding a line break cannot split the message, and shortened
/// (``MessageQuoting/quoted(_:maximumLength:)``), so a field of ten million characters makes a
/// message of one short line. The path is shown as written unless it is long or needs escapes;
/// then it is quoted and shortened the same way.
public struct HeroDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// Nothing exists at the path.
        case fileNotFound

        /// The path exists but cannot be read; the reason is the system's.
        case unreadable(reason: String)

        /// The file holds more than `limit` bytes (``HeroCatalog/maximumFileSize`` for the app),
        /// or is a device or pipe that goes on past it.
        case tooLarge(limit: Int)

        /// The file has no content, or only white space.
        case emptyFile

        /// The file is not valid JSON; `location` is `line L, column C` when known.
        case invalidJSON(location: String?, detail: String)

        /// The top level is not a list of heroes.
        case notAList

        /// The list holds no heroes.
        case noHeroes

        /// A hero is not a JSON object.
        case notAnObject(hero: Int)

        /// A hero lacks a required field.
        case missingField(hero: Int, field: String)

        /// A field holds a value of the wrong JSON type (or `null`).
        case wrongType(hero: Int, field: String, expected: String)

        /// A field holds a value of the right type that is not allowed.
        case invalidValue(hero: Int, name: String?, field: String, reason: String)

        /// Two heroes have the same name, ignoring case, accents, width, spaces and punctuation.
        case duplicateName(String, firstHero: Int, secondHero: Int)
    }

    /// The file as the user named it (or the bundled resource's path).
    public var file: String

    /// What is wrong with it.
    public var problem: Problem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - problem: What is wrong with it.
    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    /// One line naming the file (``MessageQuoting/path(_:)``: as written, unless it is long or
    /// holds characters that need escaping) and the problem.
    public var description: String {
        "\(MessageQuoting.path(file)): \(problem)"
    }
}

extension HeroDataError.Problem: CustomStringConvertible {
    /// The problem in words, without the file name.
    public var description: String {
        switch self {
        case .fileNotFound:
            return "no such file"
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
        case .tooLarge(let limit):
            return "the file is larger than \(HeroDataError.byteCount(limit)), the most a data file may hold"
        case .emptyFile:
            return "the file is empty"
        case .invalidJSON(let location?, let detail):
            return "invalid JSON at \(location): \(detail)"
        case .invalidJSON(nil, let detail):
            return "invalid JSON: \(detail)"
        case .notAList:
            return "expected a JSON list of heroes at the top level"
        case .noHeroes:
            return "the list holds no heroes"
        case .notAnObject(let hero):
            return "hero \(hero): expected a JSON object"
        case .missingField(let hero, let field):
            return "hero \(hero): missing field \"\(field)\""
        case .wrongType(let hero, let field, let expected):
            return "hero \(hero): field \"\(field)\" must be \(expected)"
        case .invalidValue(let hero, let name?, let field, let reason):
            return "hero \(hero) (\(MessageQuoting.quoted(name))): field \"\(field)\" \(reason)"
        case .invalidValue(let hero, nil, let field, let reason):
            return "hero \(hero): field \"\(field)\" \(reason)"
        case .duplicateName(let name, let firstHero, let secondHero):
            return "duplicate hero name \(MessageQuoting.quoted(name)) (heroes \(firstHero) and \(secondHero))"
        }
    }
}

extension HeroDataError {
    /// A size in bytes as a message says it: in the largest binary unit that divides it
    /// exactly (`1 GiB`, `64 KiB`), otherwise in bytes.
    ///
    /// - Parameter bytes: The size, at least 0.
    /// - Returns: The size in words.
    public static func byteCount(_ bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
