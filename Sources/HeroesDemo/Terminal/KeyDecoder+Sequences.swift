// The multi-byte inputs: UTF-8 characters and escape sequences.

extension KeyDecoder {
    /// The Unicode replacement character, for bytes that are not valid UTF-8.
    static let replacement = "\u{FFFD}"

    /// Decodes the UTF-8 character whose first byte is at `index` (a byte of 0x80 or more).
    ///
    /// - Returns: `.text` with the character (U+FFFD for invalid bytes, `nil` for a C1 control
    ///   character, which is dropped), or `.incomplete` when the character continues past the
    ///   pending bytes.
    func decodeUTF8(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .complete(.text(Self.replacement), length: 1)
        }
        var end = index + 1
        while end < index + length {
            guard end < pending.count else { return .incomplete }
            guard (0x80...0xBF).contains(pending[end]) else {
                return .complete(.text(Self.replacement), length: end - index)
            }
            end += 1
        }
        // Overlong forms and surrogates pass the checks above; decoding repairs them to U+FFFD.
        let character = String(decoding: pending[index..<end], as: UTF8.self)
        if let scalar = character.unicodeScalars.first, (0x80..<0xA0).contains(scalar.value) {
            return .complete(nil, length: length)
        }
        return .complete(.text(character), length: length)
    }

    /// Decodes the escape sequence starting with the `ESC` at `index`.
    ///
    /// - Parameter paused: Whether no more input is coming soon, which resolves a lone `ESC`.
    func decodeEscape(at index: Int, paused: Bool) -> Step {
        guard index + 1 < pending.count else {
            return paused ? .complete(.escape, length: 1) : .incomplete
        }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index, paused: paused)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else {
                return paused ? .complete(.unknown(Array(pending[index...])), length: 2) : .incomplete
            }
            let key: Key
            switch pending[index + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "M"): key = .enter
            default: key = .unknown(Array(pending[index..<(index + 3)]))
            }
            return .complete(key, length: 3)
        default:
            // Esc followed by other input (including a second Esc): the key, then that input.
            return .complete(.escape, length: 1)
        }
    }

    /// Decodes `ESC [ parameters intermediates final`.
    private func decodeControlSequence(at index: Int, paused: Bool) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if (0x40...0x7E).contains(byte) {
                return .complete(
                    controlSequenceKey(pending[(index + 2)..<end], final: byte, at: index), length: end - index + 1)
            }
            guard (0x20...0x3F).contains(byte), end - index + 1 < Self.maximumSequenceLength else {
                // Not part of a sequence: report what came before it and decode it afresh.
                return .complete(.unknown(Array(pending[index..<end])), length: end - index)
            }
            end += 1
        }
        return paused ? .complete(.unknown(Array(pending[index...])), length: end - index) : .incomplete
    }

    private func controlSequenceKey(_ parameters: ArraySlice<UInt8>, final: UInt8, at index: Int) -> Key {
        let unknown = Key.unknown(Array(pending[index..<(parameters.endIndex + 1)]))
        // Modifier parameters (`1;5` for Ctrl) are accepted and ignored; private parameters
        // (`<`, `?`) belong to reports, not keys.
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return unknown }
        let first = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return .home
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return unknown
            }
        default:
            return unknown
        }
    }
}
