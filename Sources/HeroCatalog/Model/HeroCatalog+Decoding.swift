import Foundation

// Turns the decoder's errors into problems a user can act on: which hero, which field, and for
// syntax errors the line and column (found by `JSONSyntaxChecker`, since the decoder on Linux
// does not say where the JSON broke).

extension HeroCatalog {
    /// The problem behind a decoding error, with heroes numbered from 1.
    public static func problem(for error: DecodingError, data: Data) -> HeroDataError.Problem {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return syntaxProblem(in: data, fallback: context.debugDescription)
        case .dataCorrupted(let context):
            let (hero, field) = position(of: context.codingPath)
            return .invalidValue(hero: hero, name: nil, field: field ?? "?", reason: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .missingField(hero: position(of: context.codingPath).hero, field: key.stringValue)
        case .typeMismatch(let type, let context):
            return typeProblem(at: context.codingPath, expected: typeName(type))
        case .valueNotFound(let type, let context):
            return typeProblem(at: context.codingPath, expected: typeName(type) + ", not null")
        @unknown default:
            return .invalidJSON(location: nil, detail: "\(error)")
        }
    }

    private static func typeProblem(at codingPath: [any CodingKey], expected: String) -> HeroDataError.Problem {
        let (hero, field) = position(of: codingPath)
        switch (codingPath.count, field) {
        case (0, _):
            return .notAList
        case (_, let field?):
            return .wrongType(hero: hero, field: field, expected: expected)
        case (_, nil):
            return .notAnObject(hero: hero)
        }
    }

    private static func syntaxProblem(in data: Data, fallback: String) -> HeroDataError.Problem {
        let bytes = [UInt8](data)
        if let error = JSONSyntaxChecker.firstError(in: bytes) {
            return .invalidJSON(location: "line \(error.line), column \(error.column)", detail: error.message)
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            return .invalidJSON(location: nil, detail: "the file is not UTF-8 text")
        }
        return .invalidJSON(location: nil, detail: fallback)
    }

    /// The 1-based hero number and the field name a coding path points at.
    private static func position(of codingPath: [any CodingKey]) -> (hero: Int, field: String?) {
        let hero = (codingPath.first?.intValue ?? 0) + 1
        let field = codingPath.count > 1 ? codingPath[1].stringValue : nil
        return (hero, field)
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Universe.Type:
            return "a string"
        case is [Hero].Type, is [Hero.Fields].Type:
            return "a list"
        default:
            return "a \(type)"
        }
    }
}
