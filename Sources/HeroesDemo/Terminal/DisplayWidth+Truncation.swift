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
        if width >= 0 && of(text) <= width { return text }
        guard width > 0 else { return "" }
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
            kept.removeLast()
        }
        return String(kept) + String(ellipsis)
    }

    /// `text` truncated to `width` columns, then padded with spaces to exactly `width` columns.
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The exact width of the result.
    /// - Returns: Text exactly `width` columns wide (or "" when `width` is zero or less).
    /// - Complexity: O(*n*) in the length of `text` plus `width`.
    static func pad(_ text: String, to width: Int) -> String {
        let fitted = truncate(text, to: width)
        let missing = width - of(fitted)
        return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
    }
}
