// Breaking text into lines of a given display width, for the details panel.

extension DisplayWidth {
    /// `text` broken into lines at most `width` columns wide, at spaces where possible.
    ///
    /// Words are kept whole unless one is wider than a line, which is then cut between
    /// characters (never inside a grapheme). Runs of spaces between words collapse into one.
    ///
    /// ```swift
    /// DisplayWidth.wrap("Peter Parker swings over New York", to: 12)
    /// // ["Peter Parker", "swings over", "New York"]
    /// ```
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The widest a line may be; at least 1 is used.
    /// - Returns: The lines, none of them ending in a space; `[]` for blank text.
    /// - Complexity: O(*n*) in the length of `text`.
    static func wrap(_ text: String, to width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            var word = Substring(word)
            var wordWidth = of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                while let character = word.first, pieceWidth + of(character) <= width || piece.isEmpty {
                    piece.append(character)
                    pieceWidth += of(character)
                    word.removeFirst()
                }
                lines.append(piece)
                wordWidth -= pieceWidth
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }
}
