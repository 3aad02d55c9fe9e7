import Foundation

/// What the `heroes` suite types into HeroesDemo, and what the screen must show after each key.
///
/// The script types "spider" letter by letter, erases it with Backspace, then does the same for
/// "nova" and "x-men": 30 keys. After each key the frame has settled once the search field shows
/// the query and the status line shows how many heroes it matches (`12 of 100000 heroes`); that
/// number comes from the program itself, from its print mode (`--query`) over the same heroes.
struct HeroesTyping {
    /// The screen's columns and rows.
    static let columns = 100
    static let rows = 30

    /// A key and the query after it.
    struct Key {
        var bytes: [UInt8]
        var query: String
    }

    /// The script's keys, in order.
    static let keys: [Key] = {
        var keys: [Key] = []
        var query = ""
        for word in ["spider", "nova", "x-men"] {
            for letter in word {
                query.append(letter)
                keys.append(Key(bytes: Array(String(letter).utf8), query: query))
            }
            for _ in word {
                query.removeLast()
                keys.append(Key(bytes: [0x7F], query: query))
            }
        }
        return keys
    }()

    /// The arguments that choose the heroes: `--synthetic N` or `--data PATH`.
    let heroes: [String]
    /// How many heroes there are.
    let heroCount: Int
    /// How many heroes each query of the script matches.
    let matches: [String: Int]

    /// Asks `binary`'s print mode how many of the heroes `heroes` chooses each query matches.
    ///
    /// - Parameters:
    ///   - binary: The HeroesDemo executable.
    ///   - heroes: `--synthetic N` or `--data PATH`.
    /// - Throws: `TerminalProcess.Failure` when the program fails or prints something else.
    init(binary: String, heroes: [String]) throws(TerminalProcess.Failure) {
        self.heroes = heroes
        var matches: [String: Int] = [:]
        var total: Int?
        for query in Set(Self.keys.map(\.query)).sorted() where !query.isEmpty {
            let arguments = heroes + ["--query", query]
            let line = try Self.lastLine(of: binary, arguments)
            // `12 of 100000 heroes match "spi"`
            let words = line.split(separator: " ")
            guard words.count > 3, let count = Int(words[0]), let all = Int(words[2]), total == nil || total == all
            else {
                throw TerminalProcess.Failure(
                    description: "\(binary) \(arguments.joined(separator: " ")) ended with \(line.debugDescription)")
            }
            matches[query] = count
            total = all
        }
        heroCount = total ?? 0
        matches[""] = heroCount
        self.matches = matches
    }

    /// Whether `screen` shows `query` in the search field and its number of heroes in the status
    /// line.
    func shows(_ query: String) -> (TerminalProcess) -> Bool {
        var field = "Search: \(query)"
        while field.last == " " { field.removeLast() }
        let status = "\(matches[query] ?? -1) of \(heroCount) \(heroCount == 1 ? "hero" : "heroes")"
        return { process in process.screen.text(row: 0) == field && process.screen.text(row: 1) == status }
    }

    /// The last line `binary` prints with `arguments`, its output going to a file so that a
    /// large table cannot fill a pipe.
    private static func lastLine(of binary: String, _ arguments: [String]) throws(TerminalProcess.Failure) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("heroes-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data().write(to: file)
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.standardOutput = handle
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw TerminalProcess.Failure(description: "\(binary) ended with status \(process.terminationStatus)")
            }
            let reading = try FileHandle(forReadingFrom: file)
            defer { try? reading.close() }
            let size = try reading.seekToEnd()
            try reading.seek(toOffset: size > 4096 ? size - 4096 : 0)
            let tail = String(decoding: try reading.readToEnd() ?? Data(), as: UTF8.self)
            return tail.split(separator: "\n").last.map(String.init) ?? ""
        } catch let failure as TerminalProcess.Failure {
            throw failure
        } catch {
            throw TerminalProcess.Failure(description: "cannot run \(binary): \(error)")
        }
    }
}
