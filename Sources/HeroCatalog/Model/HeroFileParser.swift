/// Reads the heroes of a data file straight from its bytes, in one pass, for files of the shape
/// the app documents: a JSON list of objects whose values are all strings.
///
/// The parser is the fast path of ``HeroCatalog/decode(_:file:)``. It does not report errors:
/// whatever it does not handle, or finds wrong, makes it decline, and the catalog then decodes
/// the same bytes with Foundation's `JSONDecoder`, which says what is wrong. So it only has to be
/// right about what it accepts, and accepts only what the decoder accepts with the same meaning:
///
/// - white space (space, tab, line feed, carriage return) between tokens, a trailing comma
///   before `]` or `}` (the decoder on Linux accepts both);
/// - keys written without escapes; the known keys `name`, `universe`, `team`, `intro`, `icon` once
///   each, and any other key with a string value, which is skipped (the decoder ignores unknown
///   keys);
/// - strings of valid UTF-8 with every JSON escape, `\uXXXX` surrogate pairs included.
///
/// It declines a byte order mark, an empty list, any value that is not a string, a missing or
/// repeated known key, a universe other than `Marvel` or `DC`, a lone surrogate, invalid UTF-8, a
/// control character inside a string, and anything after the list but white space. Heroes are
/// handed over in batches, so that the caller can look many up in its tables at once.
///
/// ```swift
/// let complete = HeroFileParser.parse(bytes) { batch in
///     for hero in batch { print(String(decoding: hero.name, as: UTF8.self)) }
///     return true
/// }
/// ```
public struct HeroFileParser {
    /// One hero's fields, unescaped: slices of the file when a string has no escapes, otherwise
    /// of the parser's scratch buffer.
    public struct Fields {
        /// The name's UTF-8 bytes.
        public var name: ArraySlice<UInt8>
        /// The publisher's universe.
        public var universe: Universe
        /// The team's UTF-8 bytes.
        public var team: ArraySlice<UInt8>
        /// The intro's UTF-8 bytes.
        public var intro: ArraySlice<UInt8>
        /// The icon's UTF-8 bytes.
        public var icon: ArraySlice<UInt8>
    }

    /// Where an unescaped string is: in the file or in the scratch buffer.
    public struct Span {
        var start: Int
        var count: Int
        var inScratch: Bool
    }

    /// Where one hero's fields are, until its batch is handed over.
    private struct PendingFields {
        var name: Span
        var universe: Universe
        var team: Span
        var intro: Span
        var icon: Span
    }

    /// How many heroes a batch holds: enough for the caller to look up many in its tables at
    /// once, so that their cache misses overlap.
    public static let batchSize = 32

    /// The file's bytes.
    public let bytes: [UInt8]
    /// The position of the next byte to read.
    public var position = 0
    /// The unescaped strings of the batch that held escapes.
    public var scratch: [UInt8] = []
    /// The heroes read since the last batch was handed over.
    private var pending: [PendingFields] = []
    /// The batch handed over, reused.
    private var batch: [Fields] = []
    /// The words the parser looks for; kept by the parser, not in statics, whose every read
    /// checks that they are made.
    private let words = Words()

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        pending.reserveCapacity(Self.batchSize)
        batch.reserveCapacity(Self.batchSize)
    }

    /// Reads every hero of `bytes`, handing them to `body` in file order, a batch of up to
    /// ``batchSize`` at a time, or declines.
    ///
    /// - Parameters:
    ///   - bytes: A data file's bytes.
    ///   - body: Receives each batch of heroes; returns `false` to stop, which declines the file.
    /// - Returns: `true` when the file is a list of at least one hero, every hero was read and
    ///   `body` took each; `false` when the parser or `body` declined.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func parse(_ bytes: [UInt8], eachBatch body: ([Fields]) -> Bool) -> Bool {
        var parser = HeroFileParser(bytes: bytes)
        return parser.list(body)
    }

    /// Hands the pending heroes to `body`.
    private mutating func flush(_ body: ([Fields]) -> Bool) -> Bool {
        guard !pending.isEmpty else { return true }
        defer {
            pending.removeAll(keepingCapacity: true)
            batch.removeAll(keepingCapacity: true)
            scratch.removeAll(keepingCapacity: true)
        }
        for hero in pending {
            batch.append(
                Fields(
                    name: resolve(hero.name), universe: hero.universe, team: resolve(hero.team),
                    intro: resolve(hero.intro), icon: resolve(hero.icon)))
        }
        return body(batch)
    }

    private static let quote = UInt8(ascii: "\"")

    private mutating func list(_ body: ([Fields]) -> Bool) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        // An empty list is an error the decoder's path reports.
        guard current == UInt8(ascii: "{") else { return false }
        while true {
            guard take(UInt8(ascii: "{")), hero() else { return false }
            if pending.count == Self.batchSize {
                guard flush(body) else { return false }
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) {
                skipWhitespace()
                if take(UInt8(ascii: "]")) { break }
            } else if take(UInt8(ascii: "]")) {
                break
            } else {
                return false
            }
        }
        skipWhitespace()
        return position == bytes.count && flush(body)
    }

    /// Which field a key names.
    private enum Key {
        case name, universe, team, intro, icon, unknown
    }

    /// Reads one object after its `{` and adds its fields to the pending heroes.
    private mutating func hero() -> Bool {
        var name: Span?
        var universe: Span?
        var team: Span?
        var intro: Span?
        var icon: Span?
        skipWhitespace()
        while true {
            guard take(Self.quote), let key = key() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard take(Self.quote), let value = string() else { return false }
            switch key {
            case .name: guard Self.set(&name, value) else { return false }
            case .universe: guard Self.set(&universe, value) else { return false }
            case .team: guard Self.set(&team, value) else { return false }
            case .intro: guard Self.set(&intro, value) else { return false }
            case .icon: guard Self.set(&icon, value) else { return false }
            case .unknown: break
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) {
                skipWhitespace()
                if take(UInt8(ascii: "}")) { break }
            } else if take(UInt8(ascii: "}")) {
                break
            } else {
                return false
            }
        }
        guard let name, let universe, let team, let intro, let icon else { return false }
        guard let found = self.universe(spelled: universe) else { return false }
        pending.append(PendingFields(name: name, universe: found, team: team, intro: intro, icon: icon))
        return true
    }

    /// The universe the string at `span` spells exactly.
    private func universe(spelled span: Span) -> Universe? {
        if spells(span, words.marvel) { return .marvel }
        if spells(span, words.dc) { return .dc }
        return nil
    }

    /// The words the parser looks for, as bytes.
    private struct Words {
        let name = Array("name".utf8)
        let team = Array("team".utf8)
        let icon = Array("icon".utf8)
        let intro = Array("intro".utf8)
        let universe = Array("universe".utf8)
        let marvel = Array("Marvel".utf8)
        let dc = Array("DC".utf8)
    }

    /// Whether the string at `span` is `word`.
    @inline(__always)
    private func spells(_ span: Span, _ word: [UInt8]) -> Bool {
        span.count == word.count
            && (span.inScratch
                ? Self.holds(scratch, word, at: span.start)
                : Self.holds(bytes, word, at: span.start))
    }

    /// Whether `source` holds `word` from `start` on; read by position, making no slice of
    /// `source` (a slice would count a reference to the file or the scratch buffer in and out,
    /// twice a key). Words are at most eight bytes, so a byte at a time costs no more than
    /// `RawBytes.equal`.
    @inline(__always)
    private static func holds(_ source: [UInt8], _ word: [UInt8], at start: Int) -> Bool {
        for offset in word.indices where source[start + offset] != word[offset] { return false }
        return true
    }

    /// Records a known key's value; `false` when the key came before (the decoder would keep
    /// the first value: rare enough to leave to it).
    private static func set(_ field: inout Span?, _ value: Span) -> Bool {
        guard field == nil else { return false }
        field = value
        return true
    }

    private func resolve(_ span: Span) -> ArraySlice<UInt8> {
        (span.inScratch ? scratch : bytes)[span.start..<span.start + span.count]
    }

    /// Reads a key after its opening quote; `nil` for one with escapes or not a string.
    private mutating func key() -> Key? {
        guard let span = string(), !span.inScratch else { return nil }
        if spells(span, words.name) { return .name }
        if spells(span, words.team) { return .team }
        if spells(span, words.icon) { return .icon }
        if spells(span, words.intro) { return .intro }
        if spells(span, words.universe) { return .universe }
        return .unknown
    }

    /// The byte at the position, or `nil` at the end.
    private var current: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Steps over `byte` if it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Steps over JSON's white space: space, tab, line feed and carriage return.
    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
