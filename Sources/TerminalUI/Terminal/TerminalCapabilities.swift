import Foundation

/// Whether the terminal named by `TERM` can show a full-screen app: it must move the cursor to
/// any cell (terminfo's `cup`, "cursor address").
///
/// `TERM` unset, empty or `dumb` cannot. Other names are looked up in the terminfo database, in
/// the places ncurses searches (`$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, then the system
/// directories); an entry without `cup` cannot. A name without an entry is assumed to be an
/// ANSI terminal, as nearly every terminal emulator is.
///
/// ```swift
/// TerminalCapabilities.cursorAddressingProblem(environment: ["TERM": "dumb"])
/// // "TERM=dumb cannot move the cursor"
/// ```
public enum TerminalCapabilities {
    /// The index of `cup` among terminfo's string capabilities.
    public static let cursorAddressIndex = 10

    /// Why the terminal `environment["TERM"]` names cannot show a full-screen app.
    ///
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - naming: How the reason writes the value of `TERM`, which comes from outside and may be
    ///     long or hold line breaks; as it is by default.
    /// - Returns: A short reason, such as `TERM=dumb cannot move the cursor`, or `nil` when the
    ///   terminal can (or is not known to be unable to).
    public static func cursorAddressingProblem(
        environment: [String: String],
        naming: (String) -> String = { $0 }
    ) -> String? {
        let term = environment["TERM"] ?? ""
        if term.isEmpty { return "TERM is not set, so the terminal may not move the cursor" }
        let cannot = "TERM=\(naming(term)) cannot move the cursor"
        if term == "dumb" { return cannot }
        guard let entry = entry(named: term, environment: environment),
            let hasCursorAddress = hasCursorAddress(compiledEntry: entry)
        else { return nil }
        return hasCursorAddress ? nil : cannot
    }

    /// Whether a compiled terminfo entry (the legacy or the 32-bit format) defines `cup`.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: `nil` when the bytes are not a terminfo entry.
    /// - Complexity: O(1).
    public static func hasCursorAddress(compiledEntry bytes: [UInt8]) -> Bool? {
        func short(at offset: Int) -> Int? {
            guard offset >= 0, offset + 1 < bytes.count else { return nil }
            return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        let numberSize: Int
        switch short(at: 0) {
        case 0o432: numberSize = 2
        case 0o1036: numberSize = 4
        default: return nil
        }
        guard let namesSize = short(at: 2), let booleanCount = short(at: 4), let numberCount = short(at: 6),
            let stringCount = short(at: 8), namesSize >= 0, booleanCount >= 0, numberCount >= 0
        else { return nil }
        var offset = 12 + namesSize + booleanCount
        // The numbers start on an even byte.
        offset += offset % 2
        offset += numberCount * numberSize
        guard stringCount > cursorAddressIndex else { return false }
        guard let cursorAddress = short(at: offset + 2 * cursorAddressIndex) else { return nil }
        // -1 is an absent capability, -2 a cancelled one.
        return cursorAddress >= 0
    }

    /// The compiled entry for `name`, from the first directory that has one.
    private static func entry(named name: String, environment: [String: String]) -> [UInt8]? {
        guard !name.contains("/"), let first = name.unicodeScalars.first else { return nil }
        var directories: [String] = []
        if let directory = environment["TERMINFO"], !directory.isEmpty { directories.append(directory) }
        if let home = environment["HOME"], !home.isEmpty { directories.append(home + "/.terminfo") }
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        if let list = environment["TERMINFO_DIRS"] {
            // An empty element stands for the system directories.
            for element in list.split(separator: ":", omittingEmptySubsequences: false) {
                directories += element.isEmpty ? system : [String(element)]
            }
        }
        directories += system
        for directory in directories {
            // Linux files entries under their first letter, macOS under its hexadecimal code.
            for subdirectory in [String(first), String(first.value, radix: 16)] {
                if let data = FileManager.default.contents(atPath: "\(directory)/\(subdirectory)/\(name)") {
                    return Array(data)
                }
            }
        }
        return nil
    }
}
