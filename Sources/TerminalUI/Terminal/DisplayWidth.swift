/// Measures how many terminal columns text occupies.
///
/// Terminals draw most characters in one column, but emoji and East-Asian wide characters
/// (CJK ideographs, kana, Hangul, fullwidth forms) take two, and combining marks take none: they
/// draw over the character before them. Counting `Character`s or bytes misaligns any table that
/// holds such text. This measures one grapheme cluster (a `Character`) at a time, so a flag, an
/// emoji with a skin tone or a letter with accents is measured as the single glyph it is.
///
/// ```swift
/// DisplayWidth.of("Hulk")       // 4
/// DisplayWidth.of("雷神")        // 4
/// DisplayWidth.of("🕷️")         // 2
/// DisplayWidth.of("e\u{301}")   // 1
/// ```
///
/// The rules follow Unicode's East Asian Width property (UAX #11) and emoji presentation
/// (UTS #51): a character with emoji presentation, by default or through the variation selector
/// U+FE0F, is two columns wide. Some older terminals draw U+FE0F sequences one column wide.
public enum DisplayWidth {
    /// The number of columns `text` occupies.
    ///
    /// - Parameter text: Text without line breaks.
    /// - Returns: The sum of its characters' widths.
    /// - Complexity: O(*n*) in the length of `text`, with a fast path for printable ASCII.
    public static func of(_ text: some StringProtocol) -> Int {
        var asciiCount = 0
        for byte in text.utf8 {
            guard (0x20..<0x7F).contains(byte) else { return text.reduce(0) { $0 + of($1) } }
            asciiCount += 1
        }
        return asciiCount
    }

    /// The number of columns one character (a grapheme cluster) occupies: 0, 1 or 2.
    ///
    /// - Parameter character: The character to measure.
    /// - Returns: 2 for emoji and wide characters, 0 for marks and invisible format characters,
    ///   1 otherwise.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            // Printable ASCII and Latin-1 to Latin Extended (below the combining marks at U+0300)
            // are one column; the soft hyphen (a format character) and controls are not.
            if (0x20..<0x7F).contains(first.value) { return 1 }
            if (0xA0..<0x300).contains(first.value) && first.value != 0xAD { return 1 }
        }
        if first.properties.generalCategory == .control { return 0 }
        // A digit, `#` or `*` followed by U+FE0F starts a keycap emoji, so this check comes before
        // any ASCII shortcut for multi-scalar clusters.
        if scalars.contains(variationSelector16) && first.properties.isEmoji { return 2 }
        if first.properties.isEmojiPresentation && !scalars.contains(variationSelector15) { return 2 }
        if isWide(first) { return 2 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return 1
    }

    /// Whether `scalar` is wide (W) or fullwidth (F) under Unicode's East Asian Width property.
    ///
    /// - Parameter scalar: A Unicode scalar.
    /// - Returns: `true` for CJK ideographs, kana, Hangul syllables, fullwidth forms and the like.
    /// - Complexity: O(log *r*) in the number of wide ranges.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Whether `scalar` draws nothing by itself: combining and enclosing marks, format characters
    /// such as the zero-width joiner, control characters, and Hangul vowel and final jamo (which
    /// only ever extend a syllable started by a wide leading jamo).
    ///
    /// - Parameter scalar: A Unicode scalar.
    /// - Returns: `true` when the scalar occupies no column of its own.
    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// VARIATION SELECTOR-16: asks for emoji presentation.
    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

    /// VARIATION SELECTOR-15: asks for text presentation.
    private static let variationSelector15: Unicode.Scalar = "\u{FE0E}"
}
