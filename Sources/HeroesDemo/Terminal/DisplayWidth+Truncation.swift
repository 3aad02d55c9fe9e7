// Fitting text into a column: cutting at character boundaries so a grapheme (an emoji, a
// letter with its accents) is never split, and padding by display width rather than count.

extension DisplayWidth {
    /// The mark that replaces the end of truncated text.
    static let ellipsis: Character = "…"

    /// `text`, shortened to at most `width` columns by cutting whole characters and ending with
    /// "…".
    ///
    /// Text that fits is returned unchanged. A cut never splits a character, so the result may
    /// be one column narrower than `width` when a wide character would straddle the edge, and
    /// white space just before the ellipsis is dropped.
    ///
    /// ```swift
    /// DisplayWidth.truncate("Guardians of the Galaxy", to: 18)  // "Guardians of the…"
    /// ```
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The most columns the result may occupy; a negative width gives "".
    /// - Returns: Text at most `width` columns wide.
    /// - Complexity: O(*n*) in the length of `text`.
    static func truncate(_ text: String, to width: Int) -> String {
        fit(text, to: width).text
    }

    /// `text` truncated to `width` columns, then padded with spaces to exactly `width` columns.
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The exact width of the result.
    /// - Returns: Text exactly `width` columns wide (or "" when `width` is zero or less).
    /// - Complexity: O(*n*) in the length of `text` plus `width`.
    static func pad(_ text: String, to width: Int) -> String {
        let fitted = fit(text, to: width)
        let missing = width - fitted.width
        return missing > 0 ? fitted.text + String(repeating: " ", count: missing) : fitted.text
    }

    /// The truncated text and its width, measured once: the table fits four cells per row.
    private static func fit(_ text: String, to width: Int) -> (text: String, width: Int) {
        if isPrintableASCII(text) {
            // One byte per column and per character: cut the bytes directly, without breaking
            // the text into grapheme clusters (most intros take this path).
            let count = text.utf8.count
            if width >= 0 && count <= width { return (text, count) }
            guard width > 0 else { return ("", 0) }
            var kept = text.utf8.prefix(width - 1)
            while kept.last == UInt8(ascii: " ") { kept.removeLast() }
            return (String(decoding: kept, as: UTF8.self) + String(ellipsis), kept.count + 1)
        }
        let textWidth = of(text)
        if width >= 0 && textWidth <= width { return (text, textWidth) }
        guard width > 0 else { return ("", 0) }
        let budget = width - of(ellipsis)
        var kept = Substring()
        var used = 0
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > budget { break }
            used += characterWidth
            kept.append(character)
        }
        while let last = kept.last, last.isWhitespace {
            used -= of(last)
            kept.removeLast()
        }
        return (String(kept) + String(ellipsis), used + of(ellipsis))
    }

    /// Whether every character of `text` is printable ASCII: one byte, one column.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
