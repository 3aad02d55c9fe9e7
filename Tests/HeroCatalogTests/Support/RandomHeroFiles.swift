import Foundation
import TestSupport

@testable import HeroCatalog

/// Random hero data files for differential tests of the hero file loader against Foundation's
/// path: valid files written in every way JSON allows (escapes, white space, key order, unknown
/// keys, trailing commas), files whose heroes break a rule, and files broken as JSON or UTF-8.
extension SplitMix64 {
    /// Names, some equal to others but for case or accents ("Café", "cafe", "CAFE" and "Cafe"
    /// with a combining accent; "Kelvin" with the Kelvin sign), some of other scripts.
    static let heroNamePieces = [
        "Hulk", "hulk", "Thor", "Storm", "Café", "cafe", "CAFE", "Cafe\u{301}", "Araña", "arana", "雷神", "Ωmega",
        "ωmega", "\u{212A}elvin", "kelvin", "Straße", "strasse", "Zoë", "zoe", "Ａ", "a", "Ms. Marvel", "Spider-Man",
        "\u{FEFF}Zero", "Ｚero",
    ]

    /// Teams, with canonically equivalent spellings of one team ("Équipe" in one scalar or
    /// two; "K-Force" with a K or the Kelvin sign).
    static let heroTeams = [
        "Avengers", "X-Men", "Solo", "Équipe", "E\u{301}quipe", "K-Force", "\u{212A}-Force", "雷神", "Justice League",
    ]

    /// Icons: one character (some of several scalars), and a few that are not.
    static let heroIcons = ["⚡", "💪", "🦸", "👍🏽", "🇫🇷", "e\u{301}", "x", "🛠️", "ab", "👍👍", "⚡ "]

    /// Text that breaks a rule somewhere in a field: blank, white space at an end (ASCII, no-break
    /// space, ideographic space, line separator), control characters of both kinds.
    static let brokenTexts = [
        "", " ", "  x", "x ", "\u{A0}x", "x\u{A0}", "\u{3000}x", "x\u{3000}", "\u{2028}x", "a\tb", "a\nb", "\u{1}",
        "a\u{7F}", "\u{85}x", "x\u{9F}", "\r", "\u{0}",
    ]

    /// A random value for one field, now and then one that breaks a rule.
    private mutating func fieldText(_ field: String) -> String {
        if next(below: 40) == 0 { return pick(Self.brokenTexts) }
        switch field {
        case "name":
            let piece = pick(Self.heroNamePieces)
            return next(below: 4) == 0 ? piece : "\(piece) \(next(below: 60))"
        case "team":
            return pick(Self.heroTeams)
        case "intro":
            let piece = pick(["Big.", "Fast, and é.", "雷神の子。", "A \"quoted\" \\ hero.", "Tab-less / slash."])
            return next(below: 3) == 0 ? piece : "\(piece) \(next(below: 8))"
        default:
            return pick(Self.heroIcons)
        }
    }

    /// `text` as a JSON string, each scalar written raw or escaped at random.
    mutating func jsonString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for scalar in text.unicodeScalars {
            let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
            switch mustEscape ? 1 + next(below: 2) : next(below: 6) {
            case 1:
                let simple: [Unicode.Scalar: String] = [
                    "\"": #"\""#, "\\": #"\\"#, "\u{8}": #"\b"#, "\u{C}": #"\f"#, "\n": #"\n"#, "\r": #"\r"#,
                    "\t": #"\t"#, "/": #"\/"#,
                ]
                bytes += Array((simple[scalar] ?? unicodeEscape(scalar)).utf8)
            case 2:
                bytes += Array(unicodeEscape(scalar).utf8)
            default:
                bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }

    /// `\uXXXX`, or a surrogate pair, in random case.
    private mutating func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let upper = next(below: 2) == 0
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16, uppercase: upper)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar.value > 0xFFFF else { return hex(scalar.value) }
        let value = scalar.value - 0x10000
        return hex(0xD800 + (value >> 10)) + hex(0xDC00 + (value & 0x3FF))
    }

    /// JSON white space, usually none.
    private mutating func whitespace() -> [UInt8] {
        guard next(below: 3) == 0 else { return [] }
        return (0..<1 + next(below: 3)).map { _ in pick([0x20, 0x0A, 0x0D, 0x09]) }
    }

    /// One hero object: the five fields in a random order, sometimes with unknown keys and
    /// trailing commas.
    private mutating func heroObject() -> [UInt8] {
        var members: [(String, [UInt8])] = ["name", "team", "intro", "icon"].map { ($0, jsonString(fieldText($0))) }
        members.append(("universe", jsonString(next(below: 2) == 0 ? "Marvel" : "DC")))
        if next(below: 6) == 0 { members.append(("x-\(next(below: 3))", jsonString(fieldText("intro")))) }
        if next(below: 12) == 0 { members.append(("ünknown", jsonString("é"))) }
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in members.shuffled(using: &self).enumerated() {
            if index > 0 { bytes += whitespace() + [UInt8(ascii: ",")] }
            bytes += whitespace() + Array("\"\(member.0)\"".utf8) + whitespace() + [UInt8(ascii: ":")] + whitespace()
            bytes += member.1
        }
        if next(below: 10) == 0 { bytes.append(UInt8(ascii: ",")) }
        return bytes + whitespace() + [UInt8(ascii: "}")]
    }

    /// A random hero file: usually valid in form, now and then broken (see the type's
    /// documentation).
    ///
    /// - Returns: The file's bytes and a word on how it was broken, if it was.
    mutating func heroFile() -> (bytes: [UInt8], mutation: String) {
        let count = next(below: 10) == 0 ? 33 + next(below: 40) : next(below: 8)
        var bytes = whitespace() + [UInt8(ascii: "[")]
        for index in 0..<count {
            if index > 0 { bytes += whitespace() + [UInt8(ascii: ",")] }
            bytes += whitespace() + heroObject()
        }
        if count > 0 && next(below: 10) == 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += whitespace() + [UInt8(ascii: "]")] + whitespace()
        guard next(below: 3) == 0 else { return (bytes, "none") }
        return mutate(bytes)
    }

    /// `bytes` broken in one of many ways.
    private mutating func mutate(_ bytes: [UInt8]) -> (bytes: [UInt8], mutation: String) {
        var bytes = bytes
        let position = next(below: bytes.count + 1)
        let replacements: [(String, [UInt8])] = [
            ("a number", Array("7".utf8)), ("null", Array("null".utf8)), ("a list", Array("[\"x\"]".utf8)),
            ("an object", Array("{}".utf8)), ("another universe", Array("\"Image\"".utf8)),
            ("a lone surrogate", Array("\"\\ud83e\"".utf8)), ("a bad escape", Array("\"\\x\"".utf8)),
            ("a raw tab", Array("\"a\tb\"".utf8)), ("invalid UTF-8", [0x22, 0xC3, 0x28, 0x22]),
            ("a surrogate in UTF-8", [0x22, 0xED, 0xA0, 0x80, 0x22]),
        ]
        switch next(below: 12) {
        case 0:
            bytes.insert(UInt8(truncatingIfNeeded: next()), at: position)
            return (bytes, "a random byte inserted at \(position)")
        case 1 where !bytes.isEmpty:
            bytes.remove(at: min(position, bytes.count - 1))
            return (bytes, "a byte removed at \(position)")
        case 2:
            return (Array(bytes[..<position]), "cut at \(position)")
        case 3:
            return ([0xEF, 0xBB, 0xBF] + bytes, "a byte order mark")
        case 4:
            return (bytes + [pick([0x00, 0x0B, 0x0C, UInt8(ascii: "x"), UInt8(ascii: ",")])], "a byte after the list")
        case 5:
            return (Array("{\"heroes\": ".utf8) + bytes + [UInt8(ascii: "}")], "not a list")
        case 6, 7, 8:
            // Replace a string value (after a colon) with something else.
            guard let value = stringValues(in: bytes).randomElement(using: &self) else { return (bytes, "none") }
            let (kind, replacement) = pick(replacements)
            bytes.replaceSubrange(value, with: replacement)
            return (bytes, "\(kind) at \(value.lowerBound)")
        case 9:
            // Drop a member, or repeat one.
            guard let value = stringValues(in: bytes).randomElement(using: &self) else { return (bytes, "none") }
            guard
                let keyStart = bytes[..<value.lowerBound].lastIndex(of: UInt8(ascii: ","))
                    ?? bytes[..<value.lowerBound].lastIndex(of: UInt8(ascii: "{"))
            else { return (bytes, "none") }
            let member = Array(bytes[(keyStart + 1)..<value.upperBound])
            if next(below: 2) == 0 {
                bytes.removeSubrange((keyStart + 1)..<value.upperBound)
                return (bytes, "a member dropped at \(keyStart)")
            }
            bytes.insert(contentsOf: member + [UInt8(ascii: ",")], at: keyStart + 1)
            return (bytes, "a member repeated at \(keyStart)")
        case 10:
            return (Array("[]".utf8), "an empty list")
        default:
            return (Array(" \n".utf8), "blank")
        }
    }

    /// The ranges of the strings that follow a colon (the values), quotes included.
    private func stringValues(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        var afterColon = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ":"):
                afterColon = true
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if afterColon && end < bytes.count { ranges.append(index..<end + 1) }
                afterColon = false
                index = end
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            default:
                afterColon = false
            }
            index += 1
        }
        return ranges
    }
}
