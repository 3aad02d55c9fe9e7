import HeroCatalog

/// What the user asked for on the command line.
///
/// A small hand-written parser: options are `--name VALUE` or `--name=VALUE`, in any order.
/// `--help` wins over everything else, including errors elsewhere on the line, so a user who is
/// stuck can always get help. A lone `--` ends the options, as for POSIX tools; the command takes
/// no operands, so anything after it is an unexpected argument (even `--help`).
///
/// ```swift
/// let options = try Options.parse(["--query", "spider"])
/// options.query       // "spider"
/// options.dataSource  // .bundled
/// ```
struct Options: Equatable, Sendable {
    /// Where the heroes come from.
    enum DataSource: Equatable, Sendable {
        /// The data set inside the executable's resource bundle.
        case bundled

        /// A JSON file chosen with `--data PATH`.
        case file(path: String)

        /// `count` generated heroes, chosen with `--synthetic N`.
        case synthetic(count: Int)
    }

    /// Whether to print the help text instead of the table.
    var showsHelp = false

    /// The search text; empty shows every hero.
    var query = ""

    /// Whether `--query` was given, which asks for the table to be printed once even on a
    /// terminal.
    var hasQuery = false

    /// Whether the interactive table animates its updates (`--no-animation` turns it off).
    var animates = true

    /// Whether `--no-color` was given.
    var noColor = false

    /// Where the heroes come from.
    var dataSource = DataSource.bundled

    /// Options for showing every bundled hero.
    init() {}

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: `OptionsError` for the first problem on the line, unless `--help` or `-h` is
    ///   among the arguments.
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var firstError: OptionsError?
        var given: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                if let operand = remaining.first, firstError == nil { firstError = .unexpectedArgument(operand) }
                break
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help":
                options.showsHelp = true
                if let inlineValue, firstError == nil {
                    firstError = .unexpectedValue(option: name, value: inlineValue)
                }
            case "--no-animation", "--no-color":
                if let inlineValue {
                    if firstError == nil { firstError = .unexpectedValue(option: name, value: inlineValue) }
                    continue
                }
                if !given.insert(name).inserted, firstError == nil {
                    firstError = .repeatedOption(name)
                }
                options.setFlag(name)
            case "--query", "--data", "--synthetic":
                if !given.insert(name).inserted, firstError == nil {
                    firstError = .repeatedOption(name)
                }
                guard let value = inlineValue ?? takeValue(from: &remaining) else {
                    if firstError == nil { firstError = .missingValue(option: name) }
                    continue
                }
                do {
                    try options.apply(name, value: value)
                } catch {
                    if firstError == nil { firstError = error }
                }
            default:
                if firstError == nil {
                    firstError = isOptionLike(argument) ? .unknownOption(name) : .unexpectedArgument(argument)
                }
            }
        }
        if options.showsHelp {
            var help = Options()
            help.showsHelp = true
            return help
        }
        if let firstError { throw firstError }
        if given.contains("--data") && given.contains("--synthetic") {
            throw .conflictingOptions("--data", "--synthetic")
        }
        return options
    }

    private mutating func setFlag(_ option: String) {
        switch option {
        case "--no-animation": animates = false
        default: noColor = true
        }
    }

    private mutating func apply(_ option: String, value: String) throws(OptionsError) {
        switch option {
        case "--query":
            query = value
            hasQuery = true
        case "--data":
            guard !value.isEmpty else {
                throw .invalidValue(option: option, value: value, expected: "the path of a JSON file")
            }
            dataSource = .file(path: value)
        default:
            let range = 1...SyntheticHeroes.maximumCount
            guard let count = Int(value), range.contains(count) else {
                throw .invalidValue(
                    option: option,
                    value: value,
                    expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"
                )
            }
            dataSource = .synthetic(count: count)
        }
    }

    /// Splits `--name=value` into the name and the value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The next argument as a value, unless it is an option itself: `--query --data x` is a
    /// forgotten query, not a search for "--data".
    private static func takeValue(from remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, isSeparateValue(next) else { return nil }
        return remaining.popFirst()
    }

    /// Whether `argument`, after an option that needs a value, is taken as that value; one that
    /// is not (`--data`, `-h`) can only be given inline, as in `--query=--data`.
    ///
    /// - Parameter argument: The argument after the option.
    /// - Returns: `false` for arguments starting with `--` and for `-h`.
    static func isSeparateValue(_ argument: String) -> Bool {
        !argument.hasPrefix("--") && argument != "-h"
    }

    /// Whether `argument` was meant as an option: it starts with a dash and is not a negative
    /// number or a lone dash.
    private static func isOptionLike(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return Int(argument) == nil
    }
}
