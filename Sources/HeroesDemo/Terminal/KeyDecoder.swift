/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// The decoder is a pure state machine: it never reads or waits itself. Bytes go in through
/// ``decode(_:)`` in whatever pieces `read(2)` returned them; anything incomplete at the end of a
/// piece (half a UTF-8 character, half an escape sequence) is kept for the next piece.
///
/// One ambiguity needs time to resolve: the Esc key sends a lone `ESC` byte, which is also how
/// every escape sequence starts. Terminals send a sequence in one write, so if nothing follows
/// an `ESC` for a short while, it was the Esc key. The caller measures that while: when
/// ``hasPendingEscape`` is true after a `decode`, it waits up to its timeout for more input and,
/// if none comes, calls ``inputPaused()``, which reports the Esc (or, for a sequence cut short,
/// its bytes as ``Key/unknown(_:)``). Tests drive the same path without a clock.
///
/// Understood: printable UTF-8 (invalid bytes become U+FFFD), CR/LF/CR LF as Enter, DEL and BS
/// as Backspace, Tab, the other C0 controls as ``Key/control(_:)``, arrows in CSI (`ESC [ A`) and
/// SS3 (`ESC O A`) form, also with modifier parameters (`ESC [ 1 ; 5 C`), Home and End
/// (`ESC [ H`, `ESC [ F`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC [ 4 ~`, `ESC [ 8 ~`), Delete
/// (`ESC [ 3 ~`), Page Up and Down (`ESC [ 5 ~`, `ESC [ 6 ~`). `ESC` followed by anything else
/// is Esc followed by that input.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // [] — could be the start of an arrow
/// decoder.decode([0x41])         // [.up]
/// decoder.decode([0x1B])         // [], and decoder.hasPendingEscape is true
/// decoder.inputPaused()          // [.escape]
/// ```
struct KeyDecoder: Sendable {
    /// The longest escape sequence kept waiting for its final byte; longer ones are reported as
    /// ``Key/unknown(_:)`` so a stray `ESC [` cannot swallow input forever.
    static let maximumSequenceLength = 32

    /// Bytes of an incomplete character or escape sequence, waiting for more input.
    private(set) var pending: [UInt8] = []

    /// Whether the last byte was a CR, so that a following LF is not a second Enter.
    private var afterCarriageReturn = false

    /// Creates a decoder with nothing pending.
    init() {}

    /// Whether the pending bytes start with `ESC`: the caller should call ``inputPaused()`` if no
    /// more input arrives within its escape timeout.
    var hasPendingEscape: Bool { pending.first == 0x1B }

    /// Whether any bytes are waiting for more input.
    var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes the next piece of input.
    ///
    /// - Parameter bytes: Bytes as read from the terminal, in order.
    /// - Returns: The keys completed by these bytes, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decodePending(paused: false)
    }

    /// Tells the decoder that no more input arrived within the escape timeout, so a pending
    /// `ESC` was the Esc key.
    ///
    /// - Returns: `.escape` for a lone `ESC`, ``Key/unknown(_:)`` for an escape sequence cut
    ///   short, then whatever followed; `[]` when nothing was pending. Half a UTF-8 character
    ///   stays pending.
    mutating func inputPaused() -> [Key] {
        decodePending(paused: true)
    }

    /// The outcome of looking at the pending bytes from one position.
    enum Step: Equatable {
        /// `length` bytes make `key` (or nothing, for bytes that are dropped).
        case complete(Key?, length: Int)
        /// The bytes could be the start of something longer: wait for more.
        case incomplete
    }

    private mutating func decodePending(paused: Bool) -> [Key] {
        var keys: [Key] = []
        var text = ""
        var index = 0
        decoding: while index < pending.count {
            let byte = pending[index]
            if (0x20..<0x7F).contains(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
                afterCarriageReturn = false
                index += 1
                continue
            }
            if byte >= 0x80 {
                guard case .complete(let key, let length) = decodeUTF8(at: index) else { break decoding }
                // A dropped C1 control character (no key) does not split the text around it.
                if case .text(let character)? = key { text += character }
                afterCarriageReturn = false
                index += length
                continue
            }
            let step: Step
            if byte == 0x1B {
                step = decodeEscape(at: index, paused: paused)
            } else {
                step = .complete(controlKey(byte), length: 1)
            }
            switch step {
            case .incomplete:
                break decoding
            case .complete(let key, let length):
                if !text.isEmpty {
                    keys.append(.text(text))
                    text = ""
                }
                if let key { keys.append(key) }
                afterCarriageReturn = byte == 0x0D
                index += length
            }
        }
        if !text.isEmpty { keys.append(.text(text)) }
        pending.removeFirst(index)
        return keys
    }

    /// The key for a C0 control byte or DEL, or `nil` for the LF of a CR LF pair.
    private func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D: return .enter
        case 0x0A: return afterCarriageReturn ? nil : .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        default:
            // Ctrl-A is 0x01: the letter is the byte plus 0x60 ("a"); 0x00 and 0x1C–0x1F are
            // Ctrl with @ \ ] ^ _, the byte plus 0x40.
            let offset: UInt8 = (0x01...0x1A).contains(byte) ? 0x60 : 0x40
            return .control(Character(Unicode.Scalar(byte + offset)))
        }
    }
}
