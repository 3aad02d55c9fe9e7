/// A command line that cannot be understood, with the offending argument.
///
/// The description is one line for the user, such as `unknown option "--colour"`.
enum OptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument starting with `-` that is not an option.
    case unknownOption(String)

    /// An argument that is not an option and not an option's value.
    case unexpectedArgument(String)

    /// An option that needs a value came last, or was followed by another option.
    case missingValue(option: String)

    /// An option that takes no value was written `--option=value`.
    case unexpectedValue(option: String, value: String)

    /// An option's value is not acceptable.
    case invalidValue(option: String, value: String, expected: String)

    /// An option was given twice.
    case repeatedOption(String)

    /// Two options that exclude each other were both given.
    case conflictingOptions(String, String)

    /// The problem in one line.
    var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option \(option.debugDescription)"
        case .unexpectedArgument(let argument):
            return
                "unexpected argument \(argument.debugDescription); to search, write --query \(argument.debugDescription)"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .unexpectedValue(let option, let value):
            return "\(option) takes no value, got \(value.debugDescription)"
        case .invalidValue(let option, let value, let expected):
            return "\(option) expects \(expected), got \(value.debugDescription)"
        case .repeatedOption(let option):
            return "\(option) is given more than once"
        case .conflictingOptions(let first, let second):
            return "\(first) and \(second) cannot be used together"
        }
    }
}
