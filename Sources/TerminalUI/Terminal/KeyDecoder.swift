/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// The decoder is a pure state machine: it never reads or waits itself. Bytes go in through
/// ``decode(_:)`` in whatever pieces `read(2)` returned them; anything incomplete at the end of a
/// piece (half a UTF-8 character, half an escape sequence) is kept for the next piece.
///
/// One ambiguity needs time to resolve: the Esc key sends a lone `ESC` byte, which is also how
/// every escape sequence starts, and how terminals send Alt (Meta) with a key (`ESC b` is Alt-b).
/// Terminals send a sequence or an Alt key in one write, so `ESC` followed by a byte in the same
/// input is never the Esc key, and an `ESC` that ends a piece is the Esc key only if nothing
/// follows it for a short while. The caller measures that while: when ``hasPendingEscape`` is
/// true after a `decode`, it waits up to its timeout for more input and, if none comes, calls
/// ``inputPaused()``, which reports the Esc (or, for a sequence cut short, its bytes as
/// ``Key/unknown(_:)``). The decoder itself has no clock, so tests drive the same path exactly.
///
/// Understood: printable UTF-8 (invalid bytes become U+FFFD), CR/LF/CR LF as Enter, DEL and BS
/// as Backspace, Tab, the other C0 controls as ``Key/control(_:)``, arrows in CSI (`ESC [ A`) and
/// SS3 (`ESC O A`) form, also with modifier parameters (`ESC [ 1 ; 5 C`), Home and End
/// (`ESC [ H`, `ESC [ F`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC [ 4 ~`, `ESC [ 8 ~`), Delete
/// (`ESC [ 3 ~`), Page Up and Down (`ESC [ 5 ~`, `ESC [ 6 ~`), and `ESC` followed by any other
/// key as ``Key/alt(_:)`` of that key (`ESC ESC` is Alt-Esc, `ESC ESC [ A` Alt-↑).
///
/// Consumed whole and reported as ``Key/unknown(_:)`` (so none of their bytes can reach the
/// search field): other CSI sequences, with any number of parameters (the key keeps at most
/// ``maximumSequenceLength`` of their bytes); X10 mouse reports (`ESC [ M` and three bytes); SGR
/// mouse reports (`ESC [ < b ; x ; y M`). Dropped without a key: the strings terminals send as
/// replies, OSC (`ESC ]`), DCS (`ESC P`), APC (`ESC _`), PM (`ESC ^`) and SOS (`ESC X`), up to
/// their terminator (BEL, or ST, `ESC \`), however long they are and however they are split.
/// A string or sequence still open at a pause is abandoned, so a stray introducer cannot
/// swallow what is typed after it.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // [] — could be the start of an arrow
/// decoder.decode([0x41])         // [.up]
/// decoder.decode([0x1B, 0x62])   // [.alt(.text("b"))]
/// decoder.decode([0x1B])         // [], and decoder.hasPendingEscape is true
/// decoder.inputPaused()          // [.escape]
/// ```
public struct KeyDecoder: Sendable {
    /// The most bytes of an escape sequence kept while it waits for its final byte; the rest of a
    /// longer one is skipped as it arrives, so pending input stays small.
    public static let maximumSequenceLength = 32

    /// Bytes of an incomplete character or escape sequence, waiting for more input.
    public private(set) var pending: [UInt8] = []

    /// Whether the last byte was a CR, so that a following LF is not a second Enter.
    private var afterCarriageReturn = false

    /// What the decoder is skipping, when it is inside a terminal string or an overlong sequence.
    public private(set) var skipping: Skipping?

    /// Input skipped without keeping it, up to its end.
    public enum Skipping: Equatable, Sendable {
        /// An OSC, DCS, APC, PM or SOS string, up to BEL or ST (`ESC \`); CAN and SUB cancel it.
        case string

        /// The rest of a CSI sequence longer than ``KeyDecoder/maximumSequenceLength``, up to its
        /// final byte.
        case controlSequence
    }

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether the decoder is inside an escape sequence, an Alt key or a terminal string: the
    /// caller should call ``inputPaused()`` if no more input arrives within its escape timeout.
    public var hasPendingEscape: Bool { pending.first == 0x1B || skipping != nil }

    /// Whether any bytes are waiting for more input.
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes the next piece of input.
    ///
    /// - Parameter bytes: Bytes as read from the terminal, in order.
    /// - Returns: The keys completed by these bytes, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decodePending(paused: false)
    }

    /// Tells the decoder that no more input arrived within the escape timeout, so a pending
    /// `ESC` was the Esc key.
    ///
    /// - Returns: `.escape` for a lone `ESC`, ``Key/unknown(_:)`` for an escape sequence cut
    ///   short, then whatever followed; `[]` when nothing was pending. A terminal string still
    ///   open is abandoned. Half a UTF-8 character stays pending.
    public mutating func inputPaused() -> [Key] {
        decodePending(paused: true)
    }

    /// The outcome of looking at the pending bytes from one position.
    public enum Step: Equatable {
        /// `length` bytes make `key` (or nothing, for bytes that are dropped).
        case complete(Key?, length: Int)
        /// The bytes could be the start of something longer: wait for more.
        case incomplete
        /// `length` bytes start input that is skipped up to its end (a terminal string, or a
        /// sequence too long to keep), after reporting `key`, if any.
        case skip(Skipping, key: Key?, length: Int)
    }

    private mutating func decodePending(paused: Bool) -> [Key] {
        var keys: [Key] = []
        var text = ""
        var index = 0
        decoding: while index < pending.count {
            if let skipping {
                let (next, waits) = skip(skipping, from: index, paused: paused)
                index = next
                if waits { break decoding }
                continue
            }
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
            case .skip(let kind, let key, let length):
                if !text.isEmpty {
                    keys.append(.text(text))
                    text = ""
                }
                if let key { keys.append(key) }
                skipping = kind
                afterCarriageReturn = false
                index += length
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
        // A pause abandons a string or sequence still open; `skip` has consumed what was pending.
        if paused { skipping = nil }
        _checkInvariants()
        return keys
    }

    /// Checks that what is kept is only the start of something incomplete; called after every
    /// `decode` and pause (the checks are `assert`s, so they cost nothing in release builds).
    public func _checkInvariants() {
        switch skipping {
        case .string?:
            assert(pending.isEmpty || pending == [0x1B], "a string keeps at most the ESC of its terminator")
        case .controlSequence?:
            assert(pending.isEmpty, "an overlong sequence keeps nothing")
        case nil:
            assert(pending.count <= Self.maximumSequenceLength + 1, "pending input stays short: \(pending.count)")
            assert(pending.first.map { $0 == 0x1B || $0 >= 0x80 } ?? true, "only ESC or UTF-8 waits")
        }
    }

    /// Skips input from `start` up to the end of what is being skipped.
    ///
    /// - Returns: The index after the skipped bytes, and whether to wait there for more input (an
    ///   `ESC` that ends the pending bytes could start the string's terminator).
    private mutating func skip(_ kind: Skipping, from start: Int, paused: Bool) -> (next: Int, waits: Bool) {
        var index = start
        while index < pending.count {
            let byte = pending[index]
            switch kind {
            case .controlSequence:
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                skipping = nil
                // A byte that cannot belong to the sequence ends it and is decoded afresh.
                return ((0x40...0x7E).contains(byte) ? index + 1 : index, false)
            case .string:
                switch byte {
                case 0x07, 0x18, 0x1A:
                    skipping = nil
                    return (index + 1, false)
                case 0x1B:
                    guard index + 1 < pending.count else {
                        if paused {
                            skipping = nil
                            return (index + 1, false)
                        }
                        return (index, true)
                    }
                    skipping = nil
                    // ST ends the string; any other sequence ends it too, and is decoded.
                    return (pending[index + 1] == UInt8(ascii: "\\") ? index + 2 : index, false)
                default:
                    index += 1
                }
            }
        }
        return (index, false)
    }

    /// The key for a C0 control byte or DEL, or `nil` for the LF of a CR LF pair.
    public func controlKey(_ byte: UInt8) -> Key? {
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
