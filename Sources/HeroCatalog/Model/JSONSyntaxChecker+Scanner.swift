// The scanner behind `JSONSyntaxChecker`: recursive descent over UTF-8 bytes, tracking the line
// and column of the cursor so the first error can say where it is.

extension JSONSyntaxChecker {
    /// A recursive-descent scanner over the bytes that tracks line and column.
    public struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // The decoder accepts a UTF-8 byte order mark (common from Windows editors); skip
            // it, and do not count it as a column.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                index = 3
                lineStart = 3
            }
        }

        var isAtEnd: Bool { index >= bytes.count }

        var current: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func skipWhitespace() {
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    lineStart = index
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                default:
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) {
            guard let byte = current else { throw error("unexpected end of file, expected a value") }
            switch byte {
            case UInt8(ascii: "{"):
                try object(depth: depth + 1)
            case UInt8(ascii: "["):
                try array(depth: depth + 1)
            case UInt8(ascii: "\""):
                try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            case UInt8(ascii: "t"):
                try literal("true")
            case UInt8(ascii: "f"):
                try literal("false")
            case UInt8(ascii: "n"):
                try literal("null")
            default:
                throw error("expected a value, found \(describeWord())")
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) {
            guard depth <= JSONSyntaxChecker.maximumDepth else {
                throw error("nesting deeper than \(JSONSyntaxChecker.maximumDepth) levels")
            }
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                guard current == UInt8(ascii: "\"") else {
                    throw error("expected a field name in double quotes, found \(describeCurrent())")
                }
                try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw error("expected ':' after the field name, found \(describeCurrent())")
                }
                index += 1
                skipWhitespace()
                try value(depth: depth)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                    if current == UInt8(ascii: "}") {
                        index += 1
                        return
                    }
                case UInt8(ascii: "}"):
                    index += 1
                    return
                default:
                    throw error("expected ',' or '}', found \(describeCurrent())")
                }
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) {
            guard depth <= JSONSyntaxChecker.maximumDepth else {
                throw error("nesting deeper than \(JSONSyntaxChecker.maximumDepth) levels")
            }
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try value(depth: depth)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                    if current == UInt8(ascii: "]") {
                        index += 1
                        return
                    }
                case UInt8(ascii: "]"):
                    index += 1
                    return
                default:
                    throw error("expected ',' or ']', found \(describeCurrent())")
                }
            }
        }

        mutating func string() throws(SyntaxError) {
            let start = (index: index, line: line, lineStart: lineStart)
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    try escape()
                case 0..<0x20:
                    throw error("control character \(describeCurrent()) inside a string; write it as an escape")
                default:
                    index += 1
                }
            }
            index = start.index
            line = start.line
            lineStart = start.lineStart
            throw error("string is never closed")
        }

        mutating func escape() throws(SyntaxError) {
            guard let byte = current else { throw error("unexpected end of file inside a string") }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 1
            case UInt8(ascii: "u"):
                index += 1
                for _ in 0..<4 {
                    guard let digit = current, Self.isHexDigit(digit) else {
                        throw error("expected four hex digits after \\u, found \(describeCurrent())")
                    }
                    index += 1
                }
            default:
                throw error("invalid escape \\\(describeCharacter(at: index, quoted: false))")
            }
        }

        mutating func number() throws(SyntaxError) {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, Self.isDigit(first) else {
                throw error("expected a digit, found \(describeCurrent())")
            }
            index += 1
            if first != UInt8(ascii: "0") {
                skipDigits()
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, Self.isDigit(digit) else {
                    throw error("expected a digit after '.', found \(describeCurrent())")
                }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let digit = current, Self.isDigit(digit) else {
                    throw error("expected a digit in the exponent, found \(describeCurrent())")
                }
                skipDigits()
            }
        }

        mutating func skipDigits() {
            while let byte = current, Self.isDigit(byte) { index += 1 }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let start = index
            for expected in word.utf8 {
                guard current == expected else {
                    index = start
                    throw error("expected a value, found \(describeWord())")
                }
                index += 1
            }
        }

        func error(_ message: String) -> SyntaxError {
            SyntaxError(line: line, column: column(of: index), message: message)
        }

        /// The 1-based column of `position`: one per Unicode scalar, so continuation bytes of
        /// multi-byte UTF-8 sequences do not count.
        public func column(of position: Int) -> Int {
            var column = 1
            var cursor = lineStart
            while cursor < min(position, bytes.count) {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
            return column
        }

        func describeCurrent() -> String {
            isAtEnd ? "the end of the file" : describeCharacter(at: index, quoted: true)
        }

        /// The run of letters at the cursor (or the character there), for messages about
        /// misspelt `true`/`false`/`null` and unquoted words.
        public func describeWord() -> String {
            var end = index
            while end < bytes.count, end - index < 20, Self.isLetter(bytes[end]) { end += 1 }
            guard end > index else { return describeCurrent() }
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }

        func describeCharacter(at position: Int, quoted: Bool) -> String {
            let byte = bytes[position]
            switch byte {
            case 0x21..<0x7F:
                let text = String(UnicodeScalar(byte))
                return quoted ? "'\(text)'" : text
            case 0..<0x80:
                return "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                var end = position + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                let text = String(decoding: bytes[position..<end], as: UTF8.self)
                return quoted ? "'\(text)'" : text
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }
}

extension String {
    /// The string with leading zeros added up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
