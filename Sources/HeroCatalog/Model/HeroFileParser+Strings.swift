// Reading a JSON string: checking its UTF-8 and, when it holds escapes, unescaping it into the
// scratch buffer. Anything the decoder would reject (a raw control character, a bad escape, a
// lone surrogate, invalid UTF-8) makes the parser decline.

extension HeroFileParser {
    /// Reads a string after its opening quote, up to and past its closing quote.
    ///
    /// - Returns: Where its unescaped bytes are: in the file when it holds no escapes, otherwise
    ///   appended to the scratch buffer; `nil` for anything the parser declines.
    public mutating func string() -> Span? {
        let start = position
        while true {
            skipPlainWords()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return Span(start: start, count: position - start, inScratch: false)
            }
            if byte == UInt8(ascii: "\\") {
                return escapedString(from: start)
            }
            if byte < 0x20 { return nil }
            if byte < 0x80 {
                position += 1
            } else {
                guard let length = sequenceLength() else { return nil }
                position += length
            }
        }
    }

    /// Steps over bytes eight at a time while none ends the string, starts an escape, or needs
    /// a check: most of a file's strings are plain ASCII.
    @inline(__always)
    private mutating func skipPlainWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= bytes.count {
            let word = RawBytes.word(bytes, at: position)
            // For ASCII bytes, `(x - n·ones) & ~x & highs` is nonzero exactly when some byte
            // is below n (the classic "has less" test): zero bytes after XOR find quotes and
            // backslashes.
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special =
                (word & highs)
                | ((quotes &- ones) & ~quotes & highs)
                | ((backslashes &- ones) & ~backslashes & highs)
                | ((word &- ones &* 0x20) & ~word & highs)
            if special != 0 { return }
            position += 8
        }
    }

    /// Finishes a string that has an escape at the position, copying what came before it and
    /// unescaping the rest into the scratch buffer.
    private mutating func escapedString(from start: Int) -> Span? {
        let scratchStart = scratch.count
        scratch.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return Span(start: scratchStart, count: scratch.count - scratchStart, inScratch: true)
            }
            if byte == UInt8(ascii: "\\") {
                guard unescape() else { return nil }
            } else if byte < 0x20 {
                return nil
            } else if byte < 0x80 {
                scratch.append(byte)
                position += 1
            } else {
                guard let length = sequenceLength() else { return nil }
                scratch.append(contentsOf: bytes[position..<position + length])
                position += length
            }
        }
        return nil
    }

    /// Appends the character of the escape at the position to the scratch buffer.
    private mutating func unescape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        let letter = bytes[position + 1]
        position += 2
        let simple: UInt8
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return unescapeUnicode()
        default: return false
        }
        scratch.append(simple)
        return true
    }

    /// Appends the scalar of a `\uXXXX` escape (the `\u` read already), or of a surrogate pair.
    private mutating func unescapeUnicode() -> Bool {
        guard let unit = hexUnit() else { return false }
        var value = UInt32(unit)
        switch unit {
        case 0xD800..<0xDC00:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { return false }
            position += 2
            guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return false }
            value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00..<0xE000:
            return false
        default:
            break
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        scratch.append(contentsOf: UTF8.encode(scalar)!)
        return true
    }

    /// Reads four hexadecimal digits.
    private mutating func hexUnit() -> UInt16? {
        guard position + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    /// The length of the valid multi-byte UTF-8 sequence at the position, or `nil` when it is
    /// not one (an overlong form, a surrogate, a scalar past U+10FFFF, a cut sequence).
    private func sequenceLength() -> Int? {
        let lead = bytes[position]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, lowest) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, highest) = (3, 0x9F)
        case 0xF0: (length, lowest) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, highest) = (4, 0x8F)
        default: return nil
        }
        guard position + length <= bytes.count else { return nil }
        guard (lowest...highest).contains(bytes[position + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
            return nil
        }
        return length
    }
}
