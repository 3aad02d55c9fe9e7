/// The names in the hero rows of a printed table, in order.
///
/// A row starts with its icon (never a space) and separates its columns with two spaces; the
/// header starts with spaces, and section titles and the status line never hold two spaces in a
/// row (unless a query does, which these tests avoid).
func heroNames(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line -> String? in
        guard let first = line.first, first != " ", let firstGap = line.range(of: "  ") else { return nil }
        let rest = line[firstGap.upperBound...]
        guard let secondGap = rest.range(of: "  ") else { return nil }
        return String(rest[..<secondGap.lowerBound]).trimmingTrailingSpaces()
    }
}

extension String {
    /// The string without spaces at its end (the padding of a column).
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
