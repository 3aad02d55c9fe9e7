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

/// The names in the hero rows of an interactive screen, in order.
///
/// A row is the two-column gutter, then the icon, name, team and intro separated by at least two
/// spaces; a terminal that draws an emoji one column narrower (tmux 3.3) adds a space after it.
/// Only names of known heroes count, so headers, the status and the help line are skipped.
func screenHeroNames(_ rows: [String], known: Set<String>) -> [String] {
    rows.compactMap { row in
        let fields = row.dropFirst(2).components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard fields.count >= 2, known.contains(fields[1]) else { return nil }
        return fields[1]
    }
}
