import TerminalUI

/// The text a terminal shows, kept up to date from the bytes a program writes to it: just enough
/// of a terminal emulator for the `heroes` suite to read rows, as a person would.
///
/// It lays text out by grapheme with `DisplayWidth` (the widths the demo draws with) and follows
/// the cursor movements and erasures the terminal layer writes: CUP, CUF, EL and ED, and carriage
/// return, line feed and backspace. Styles, modes and other sequences change no text and are
/// skipped. Bytes may arrive cut anywhere: an unfinished sequence or character waits for the
/// next piece.
struct ScreenText {
    /// The number of columns.
    let width: Int
    /// The number of rows.
    let height: Int
    /// The graphemes, row by row; the right half of a wide grapheme holds "".
    private var cells: [[String]]
    private var row = 0
    private var column = 0
    /// Bytes of an unfinished escape sequence or character.
    private var pending: [UInt8] = []

    private static let escape: UInt8 = 0x1B

    /// A blank screen of `width` columns and `height` rows.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The text of row `index`, without trailing spaces.
    func text(row index: Int) -> String {
        var text = cells[index].joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Applies what the program wrote next.
    mutating func feed(_ bytes: some Collection<UInt8>) {
        pending += bytes
        var start = 0
        while start < pending.count {
            guard pending[start] == Self.escape else {
                let end = pending[start...].firstIndex(of: Self.escape) ?? pending.count
                guard let text = Self.complete(pending[start..<end], atEnd: end == pending.count) else { break }
                write(text.string)
                start += text.length
                continue
            }
            guard let length = Self.sequenceLength(pending[start...]) else { break }
            interpret(pending[start..<(start + length)])
            start += length
        }
        pending.removeFirst(start)
    }

    /// The longest prefix of `bytes` that holds whole characters, and its length; `nil` when
    /// there is none yet. Before an escape all of it is whole.
    private static func complete(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> (string: String, length: Int)? {
        var length = bytes.count
        if atEnd {
            // A character cut short ends with at most three bytes of a longer sequence.
            var lead = bytes.endIndex
            while lead > bytes.startIndex && bytes.endIndex - lead < 4 && bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
            if lead > bytes.startIndex {
                let first = bytes[lead - 1]
                let needed = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
                if bytes.endIndex - (lead - 1) < needed { length = lead - 1 - bytes.startIndex }
            }
        }
        guard length > 0 else { return nil }
        return (String(decoding: bytes.prefix(length), as: UTF8.self), length)
    }

    /// The length of the escape sequence at the start of `bytes`, or `nil` if it is unfinished.
    private static func sequenceLength(_ bytes: ArraySlice<UInt8>) -> Int? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates, then a final byte from @ to ~.
            guard let final = bytes[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                return nil
            }
            return final - start + 1
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
            // A string, ended by BEL or ESC \.
            var index = start + 2
            while index < bytes.endIndex {
                if bytes[index] == 0x07 { return index - start + 1 }
                if bytes[index] == escape && index + 1 < bytes.endIndex { return index - start + 2 }
                index += 1
            }
            return nil
        default:
            return 2
        }
    }

    private mutating func interpret(_ sequence: ArraySlice<UInt8>) {
        guard sequence.count > 2, sequence[sequence.startIndex + 1] == UInt8(ascii: "["),
            let final = sequence.last
        else { return }
        let parameters = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
        guard !parameters.hasPrefix("?") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(max(first, 1), height) - 1
            column = min(max(numbers.count > 1 ? numbers[1] : 1, 1), width) - 1
        case UInt8(ascii: "C"):
            column = min(column + max(first, 1), width - 1)
        case UInt8(ascii: "K"):
            guard row < height, first == 0 else { return }
            for index in column..<width { cells[row][index] = " " }
        case UInt8(ascii: "J"):
            guard first == 2 else { return }
            cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        default:
            break
        }
    }

    private mutating func write(_ text: String) {
        for character in text {
            switch character {
            case "\r": column = 0
            case "\r\n":
                column = 0
                row = min(row + 1, height - 1)
            case "\n": row = min(row + 1, height - 1)
            case "\u{8}": column = max(column - 1, 0)
            default:
                let characterWidth = DisplayWidth.of(character)
                guard characterWidth > 0, row < height, column + characterWidth <= width else { continue }
                cells[row][column] = String(character)
                if characterWidth == 2 { cells[row][column + 1] = "" }
                column += characterWidth
            }
        }
    }
}
