// Fitting text into a column: cutting at character boundaries so a grapheme (an emoji, a
// letter with its accents) is never split, and padding by display width rather than count.

extension DisplayWidth {
    /// The mark that replaces the end of truncated text.
    public static let ellipsis: Character = "…"

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
    /// - Complexity: O(*w*) in `width`: no more of `text` is read than fits, plus one character
    ///   (characters that take no column do not count).
    public static func truncate(_ text: String, to width: Int) -> String {
        fit(text, to: width).text
    }

    /// `text` truncated to `width` columns, then padded with spaces to exactly `width` columns.
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - width: The exact width of the result.
    /// - Returns: Text exactly `width` columns wide (or "" when `width` is zero or less).
    /// - Complexity: O(*w*) in `width`, as ``truncate(_:to:)``.
    public static func pad(_ text: String, to width: Int) -> String {
        let fitted = fit(text, to: width)
        let missing = width - fitted.width
        return missing > 0 ? fitted.text + String(repeating: " ", count: missing) : fitted.text
    }

    /// The truncated text and its width, measured once: the table fits four cells per row.
    ///
    /// Reads no more of `text` than can show, plus one character: a row or a panel line built
    /// from a field of ten million characters costs what one of forty does.
    private static func fit(_ text: String, to width: Int) -> (text: String, width: Int) {
        let bytes = text.utf8
        // One byte per column and per character while the text is printable ASCII (most intros
        // are): cut the bytes directly, without breaking the text into grapheme clusters.
        let shown = bytes.prefix(Swift.max(width, 0) + 1)
        if shown.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            if width >= 0 && shown.count <= width { return (text, shown.count) }
            guard width > 0 else { return ("", 0) }
            var kept = bytes.prefix(width - 1)
            while kept.last == UInt8(ascii: " ") { kept.removeLast() }
            return (String(decoding: kept, as: UTF8.self) + String(ellipsis), kept.count + 1)
        }
        let budget = width - of(ellipsis)
        var used = 0
        var keptEnd = text.startIndex
        var keptWidth = 0
        var index = text.startIndex
        while index != text.endIndex {
            used += of(text[index])
            if used > width { break }
            index = text.index(after: index)
            if used <= budget {
                keptEnd = index
                keptWidth = used
            }
        }
        if index == text.endIndex && width >= 0 { return (text, used) }
        guard width > 0 else { return ("", 0) }
        var kept = text[..<keptEnd]
        while let last = kept.last, last.isWhitespace {
            keptWidth -= of(last)
            kept.removeLast()
        }
        return (String(kept) + String(ellipsis), keptWidth + of(ellipsis))
    }
}
