// Breaking text into lines of a given display width, for the details panel.

extension DisplayWidth {
    /// `text` broken into lines at most `width` columns wide, at spaces where possible.
    ///
    /// Words are kept whole unless one is wider than a line, which is then cut between
    /// characters (never inside a grapheme). Runs of spaces between words collapse into one.
    /// ``WrappedLines`` makes the same lines one at a time, for a caller that needs only the
    /// first few of a long text.
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
    public static func wrap(_ text: String, to width: Int) -> [String] {
        Array(WrappedLines(text, width: width))
    }
}
