/// A data file that cannot be turned into a catalog, with the file and the problem.
///
/// Its description is one line meant for the user, for example
/// `heroes.json: hero 3 ("Hulk"): field "intro" is empty`. Heroes are numbered from 1 in the
/// order the file lists them. Values taken from the file are quoted with escapes, so a name
/// holding a line break cannot split the message, and shortened (``quoted(_:)``), so a field of
/// ten million characters makes a message of one short line.
struct HeroDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    enum Problem: Equatable, Sendable {
        /// Nothing exists at the path.
        case fileNotFound

        /// The path exists but cannot be read; the reason is the system's.
        case unreadable(reason: String)

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
    var file: String

    /// What is wrong with it.
    var problem: Problem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - problem: What is wrong with it.
    init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    /// One line naming the file and the problem.
    var description: String {
        "\(file): \(problem)"
    }

    /// The most characters of a value that a message quotes.
    static let quotedLength = 40

    /// `value` as a message quotes it: in double quotes with Swift's escapes, and, when longer
    /// than ``quotedLength`` characters, cut there with `…` and followed by its length.
    ///
    /// ```swift
    /// HeroDataError.quoted("Hulk\n")  // "Hulk\n", in quotes, the line break escaped
    /// HeroDataError.quoted(String(repeating: "a", count: 100))
    /// // forty a's and "…" in quotes, then " (100 characters)"
    /// ```
    ///
    /// - Parameter value: Text from the data file.
    /// - Returns: The quoted text, at most about ``quotedLength`` characters plus escapes.
    /// - Complexity: O(*n*) in the length of `value`, to count it.
    static func quoted(_ value: some StringProtocol) -> String {
        let count = value.count
        guard count > quotedLength else { return String(value).debugDescription }
        return (String(value.prefix(quotedLength)) + "…").debugDescription + " (\(count) characters)"
    }
}

extension HeroDataError.Problem: CustomStringConvertible {
    /// The problem in words, without the file name.
    var description: String {
        switch self {
        case .fileNotFound:
            return "no such file"
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
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
            return "hero \(hero) (\(HeroDataError.quoted(name))): field \"\(field)\" \(reason)"
        case .invalidValue(let hero, nil, let field, let reason):
            return "hero \(hero): field \"\(field)\" \(reason)"
        case .duplicateName(let name, let firstHero, let secondHero):
            return "duplicate hero name \(HeroDataError.quoted(name)) (heroes \(firstHero) and \(secondHero))"
        }
    }
}
