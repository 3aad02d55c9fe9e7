import SectionedData

/// The lines of the terminal table, in order: while nothing animates, each section's header
/// followed by its rows, worked out from the row counts alone; while a batch animates, the
/// explicit list its ``BatchPlan`` gives.
///
/// A table of a million rows is mostly off screen, and it is reloaded on every keystroke that
/// changes many rows, so the settled lines are never made one by one: the *i*-th line is found by
/// a binary search over the sections' first lines, and a reload costs O(*s*) in the number of
/// sections, not O(*n*) in the rows.
///
/// ```swift
/// let lines = TableLines(settledCounts: [2, 1])
/// lines.count  // 5: header 0, row [0, 0], row [0, 1], header 1, row [1, 0]
/// lines[3]     // TableLine(.header(section: 1))
/// ```
public struct TableLines: RandomAccessCollection, Equatable, Sendable {
    private enum Storage: Equatable, Sendable {
        /// For each section, the index of its header line; then the number of lines.
        case settled(firstLines: [Int], count: Int)
        case explicit([TableLine])
    }

    private var storage: Storage

    /// No lines.
    public init() {
        storage = .settled(firstLines: [], count: 0)
    }

    /// The lines of sections with these row counts, nothing animating: each section's header
    /// followed by its rows.
    ///
    /// - Parameter counts: The number of rows of each section.
    /// - Complexity: O(*s*) in the number of sections.
    public init(settledCounts counts: [Int]) {
        var firstLines: [Int] = []
        firstLines.reserveCapacity(counts.count)
        var line = 0
        for count in counts {
            firstLines.append(line)
            line += 1 + count
        }
        storage = .settled(firstLines: firstLines, count: line)
    }

    /// These lines.
    ///
    /// - Parameter lines: The lines, as a batch's plan lays them out.
    public init(_ lines: [TableLine]) {
        storage = .explicit(lines)
    }

    /// The index of the first line.
    public var startIndex: Int { 0 }

    /// The index after the last line.
    public var endIndex: Int {
        switch storage {
        case .settled(_, let count): count
        case .explicit(let lines): lines.count
        }
    }

    /// The line at `index`.
    ///
    /// - Parameter index: A line index, less than `count`.
    /// - Complexity: O(log *s*) for settled lines of *s* sections, O(1) otherwise.
    public subscript(index: Int) -> TableLine {
        switch storage {
        case .settled(let firstLines, _):
            precondition(index >= 0 && index < endIndex, "line \(index) is out of range")
            // The last section whose header is at or before the line.
            var low = 0
            var high = firstLines.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if firstLines[middle] <= index { low = middle } else { high = middle - 1 }
            }
            let offset = index - firstLines[low]
            if offset == 0 { return TableLine(.header(section: low)) }
            return TableLine(.row(ItemPath(sectionIndex: low, itemIndex: offset - 1)))
        case .explicit(let lines):
            return lines[index]
        }
    }

    /// The index of the line showing row `path` of the current sections, if there is one.
    ///
    /// - Parameter path: A position in the data source's current sections.
    /// - Returns: The line's index.
    /// - Complexity: O(1) for settled lines (the line is computed), O(*n*) while a batch animates.
    public func index(ofRow path: ItemPath) -> Int? {
        switch storage {
        case .settled(let firstLines, let count):
            guard firstLines.indices.contains(path.sectionIndex), path.itemIndex >= 0 else { return nil }
            let line = firstLines[path.sectionIndex] + 1 + path.itemIndex
            let sectionEnd = path.sectionIndex + 1 < firstLines.count ? firstLines[path.sectionIndex + 1] : count
            return line < sectionEnd ? line : nil
        case .explicit(let lines):
            return lines.firstIndex { $0.content == .row(path) }
        }
    }

    /// Whether two lists hold the same lines, however each is stored.
    ///
    /// - Parameters:
    ///   - lhs: Lines.
    ///   - rhs: Other lines.
    /// - Returns: `true` when the lines are equal one by one.
    /// - Complexity: O(*s*) when both are settled, O(*n*) otherwise.
    public static func == (lhs: TableLines, rhs: TableLines) -> Bool {
        if case .settled = lhs.storage, case .settled = rhs.storage { return lhs.storage == rhs.storage }
        return lhs.elementsEqual(rhs)
    }

    /// Takes out the lines that show what a batch removed (after its deleted rows collapse).
    ///
    /// - Complexity: O(*n*) in the number of lines while a batch animates; settled lines hold
    ///   none.
    public mutating func removeRemovedLines() {
        if case .explicit(var lines) = storage {
            lines.removeAll(where: \.isRemoved)
            storage = .explicit(lines)
        }
    }
}
