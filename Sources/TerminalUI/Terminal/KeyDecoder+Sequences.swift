// The multi-byte inputs: UTF-8 characters and escape sequences.

extension KeyDecoder {
    /// The Unicode replacement character, for bytes that are not valid UTF-8.
    public static let replacement = "\u{FFFD}"

    /// Decodes the UTF-8 character whose first byte is at `index` (a byte of 0x80 or more).
    ///
    /// - Returns: `.text` with the character (U+FFFD for invalid bytes, `nil` for a C1 control
    ///   character, which is dropped), or `.incomplete` when the character continues past the
    ///   pending bytes.
    public func decodeUTF8(at index: Int) -> Step {
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

    /// Decodes the escape sequence, Alt key or terminal string starting with the `ESC` at `index`.
    ///
    /// - Parameters:
    ///   - index: The position of the `ESC` in the pending bytes.
    ///   - paused: Whether no more input is coming soon, which resolves a lone `ESC`.
    public func decodeEscape(at index: Int, paused: Bool) -> Step {
        guard index + 1 < pending.count else {
            return paused ? .complete(.escape, length: 1) : .incomplete
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index, paused: paused)
        case UInt8(ascii: "O"):
            return decodeSingleShift(at: index, paused: paused)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return .skip(.string, key: nil, length: 2)
        default:
            return decodeAlt(at: index, paused: paused)
        }
    }

    /// Decodes `ESC` followed by a key that starts no sequence: Alt (Meta) with that key.
    private func decodeAlt(at index: Int, paused: Bool) -> Step {
        let next = pending[index + 1]
        if (0x20..<0x7F).contains(next) {
            return .complete(.alt(.text(String(Unicode.Scalar(next)))), length: 2)
        }
        if next >= 0x80 {
            switch decodeUTF8(at: index + 1) {
            case .complete(let key, let length):
                return .complete(key.map { .alt($0) }, length: length + 1)
            default:
                // Half a character after the ESC: wait, unless nothing more is coming.
                return paused
                    ? .complete(.unknown(Array(pending[index...])), length: pending.count - index) : .incomplete
            }
        }
        guard next == 0x1B else {
            let key: Key? = next == 0x0D || next == 0x0A ? .enter : controlKey(next)
            return .complete(key.map { .alt($0) }, length: 2)
        }
        // `ESC ESC`: Alt-Esc, or Alt with a key sent as a sequence (`ESC ESC [ A`).
        guard index + 2 < pending.count else {
            return paused ? .complete(.alt(.escape), length: 2) : .incomplete
        }
        let inner: Step
        switch pending[index + 2] {
        case UInt8(ascii: "["): inner = decodeControlSequence(at: index + 1, paused: paused)
        case UInt8(ascii: "O"): inner = decodeSingleShift(at: index + 1, paused: paused)
        default: return .complete(.alt(.escape), length: 2)
        }
        switch inner {
        case .incomplete:
            return .incomplete
        case .complete(let key, let length):
            return .complete(key.map { .alt($0) }, length: length + 1)
        case .skip(let kind, let key, let length):
            return .skip(kind, key: key.map { .alt($0) }, length: length + 1)
        }
    }

    /// Decodes `ESC O final` (SS3), as cursor keys send in application mode.
    private func decodeSingleShift(at index: Int, paused: Bool) -> Step {
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
    }

    /// Decodes `ESC [ parameters intermediates final`, and the X10 mouse report `ESC [ M b x y`.
    private func decodeControlSequence(at index: Int, paused: Bool) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if byte == UInt8(ascii: "M") && end == index + 2 {
                // An X10 mouse report: three bytes of button and position follow, any values.
                guard index + 6 <= pending.count else {
                    return paused
                        ? .complete(.unknown(Array(pending[index...])), length: pending.count - index) : .incomplete
                }
                return .complete(.unknown(Array(pending[index..<(index + 6)])), length: 6)
            }
            if (0x40...0x7E).contains(byte) {
                return .complete(
                    controlSequenceKey(pending[(index + 2)..<end], final: byte, at: index), length: end - index + 1)
            }
            guard (0x20...0x3F).contains(byte) else {
                // Not part of a sequence: report what came before it and decode it afresh.
                return .complete(.unknown(Array(pending[index..<end])), length: end - index)
            }
            if end - index + 1 >= Self.maximumSequenceLength {
                // Too long to keep: report its start and skip the rest as it arrives.
                return .skip(.controlSequence, key: .unknown(Array(pending[index...end])), length: end - index + 1)
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
