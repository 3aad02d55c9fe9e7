import Foundation

/// The normal form text is compared in: case and accents removed, independent of the locale.
///
/// Search and sorting both go through this one function, so "Araña", "ARANA" and "arana" find
/// and sort as the same word on every machine.
///
/// ```swift
/// TextFolding.fold("Araña")  // "arana"
/// ```
enum TextFolding {
    /// Removes case and diacritics from `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The folded text; two strings that differ only in case or accents fold to the
    ///   same result.
    /// - Complexity: O(*n*) in the length of `text`.
    static func fold(_ text: some StringProtocol) -> String {
        String(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
