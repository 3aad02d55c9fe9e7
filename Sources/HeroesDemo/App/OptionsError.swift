import HeroCatalog

/// A command line that cannot be understood, with the offending argument.
///
/// The description is one line for the user, such as `unknown option "--colour"`. What the user
/// typed is quoted and shortened (``MessageQuoting/quoted(_:maximumLength:)``), so an argument of
/// 131,071 characters makes a message of one short line.
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
            return "unknown option \(MessageQuoting.quoted(option))"
        case .unexpectedArgument(let argument):
            let quoted = MessageQuoting.quoted(argument)
            // A shortened argument cannot be copied from the message, so the advice says where
            // to put it instead; one that looks like an option is a query only inline.
            let advice =
                if MessageQuoting.isShortened(argument) {
                    "write --query= before it"
                } else if Options.isSeparateValue(argument) {
                    "write --query \(quoted)"
                } else {
                    "write --query=\(quoted)"
                }
            return "unexpected argument \(quoted); to search, \(advice)"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .unexpectedValue(let option, let value):
            return "\(option) takes no value, got \(MessageQuoting.quoted(value))"
        case .invalidValue(let option, let value, let expected):
            return "\(option) expects \(expected), got \(MessageQuoting.quoted(value))"
        case .repeatedOption(let option):
            return "\(option) is given more than once"
        case .conflictingOptions(let first, let second):
            return "\(first) and \(second) cannot be used together"
        }
    }
}
