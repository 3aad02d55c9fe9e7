/// The lines of a text broken to a display width, made one at a time, so that a caller showing a
/// few lines reads only the start of the text.
///
/// Lines break at spaces; runs of spaces between words collapse into one. A word wider than a
/// line is cut between characters (never inside a grapheme), its first pieces making lines of
/// their own. No line ends in a space or is wider than `width`, except a line holding a single
/// character wider than `width`.
///
/// ```swift
/// var lines = WrappedLines("Peter Parker swings over New York", width: 12)
/// lines.next()  // "Peter Parker"
/// Array(lines)  // ["swings over", "New York"]
/// ```
///
/// Making a line reads the characters it holds, the spaces after them, and at most one line's
/// width more of the next word, to see whether that word fits. So the details panel, which takes
/// one line more than it has rows, costs the same for an intro of ten million characters as for
/// one that just overflows it. (Characters that take no column do not count towards a line, so a
/// word made only of them is read whole.)
public struct WrappedLines: Sequence, IteratorProtocol {
    /// The text not yet put on a line; it starts at a character boundary.
    public private(set) var remainder: Substring

    /// The widest a line may be, at least 1.
    public let width: Int

    /// Prepares to wrap `text`; nothing is read until ``next()``.
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The widest a line may be; at least 1 is used.
    public init(_ text: some StringProtocol, width: Int) {
        remainder = Substring(text)
        self.width = Swift.max(width, 1)
    }

    /// The next line.
    ///
    /// - Returns: The line, or `nil` once only spaces (or nothing) remain.
    /// - Complexity: O(*w*) in the line's width `w`, plus the spaces after it.
    public mutating func next() -> String? {
        var line = ""
        var lineWidth = 0
        while true {
            dropSpaces()
            guard !remainder.isEmpty else { return line.isEmpty ? nil : line }
            let room = line.isEmpty ? width : width - lineWidth - 1
            guard let word = wordFitting(in: room) else {
                // The word starts the next line, or, wider than any line, is cut.
                return line.isEmpty ? cutPiece() : line
            }
            if !line.isEmpty {
                line += " "
                lineWidth += 1
            }
            line += remainder[..<word.end]
            lineWidth += word.width
            remainder = remainder[word.end...]
        }
    }

    /// Drops the spaces at the start of ``remainder``, looking at bytes rather than characters so
    /// that a long run of spaces is skipped at memory speed.
    private mutating func dropSpaces() {
        let bytes = remainder.utf8
        guard var start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else {
            remainder = remainder[remainder.endIndex...]
            return
        }
        // A space followed by a combining mark is one character with it, and not a space.
        if start != bytes.startIndex {
            let lastSpace = bytes.index(before: start)
            if remainder[lastSpace...].first != " " { start = lastSpace }
        }
        remainder = remainder[start...]
    }

    /// The end and width of the word at the start of ``remainder``, or `nil` when it is wider
    /// than `room`; measuring stops there.
    private func wordFitting(in room: Int) -> (end: Substring.Index, width: Int)? {
        var wordWidth = 0
        var index = remainder.startIndex
        while index != remainder.endIndex, remainder[index] != " " {
            wordWidth += DisplayWidth.of(remainder[index])
            if wordWidth > room { return nil }
            index = remainder.index(after: index)
        }
        return (index, wordWidth)
    }

    /// The first line's worth of a word wider than a line, taken off ``remainder``: as many
    /// characters as fit, and at least one.
    private mutating func cutPiece() -> String {
        var piece = ""
        var pieceWidth = 0
        while let character = remainder.first, character != " " {
            let characterWidth = DisplayWidth.of(character)
            guard pieceWidth + characterWidth <= width || piece.isEmpty else { break }
            piece.append(character)
            pieceWidth += characterWidth
            remainder.removeFirst()
        }
        return piece
    }
}
