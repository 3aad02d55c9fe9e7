// The map from index paths before a checked batch update to those after it.
extension ModelBatchUpdate {
    /// Where the row at `indexPath` before the update is after it, or `nil` if it does not survive (deleted, in a
    /// deleted or reloaded section). A reloaded row keeps its place: ask `isReloaded` to know it needs a new cell.
    /// Valid after `check(newCounts:)` returned `nil`.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section
        guard survives(oldSection: section), let row = indexPath.last else { return nil }
        if deletedItems.contains(indexPath) { return nil }
        if let target = itemMoveTargets[indexPath] { return target }
        let leaving = leavingRows[section] ?? []
        var newRow = row - Self.countBelow(row, in: leaving)
        let newSection = sectionMap[section]!
        for placed in placedRows[newSection] ?? [] where placed <= newRow { newRow += 1 }
        var result = indexPath
        result.section = newSection
        result[result.count - 1] = newRow
        return result
    }

    /// Where the section before the update is after it, or `nil` if deleted or reloaded (its views are made anew).
    /// Valid after `check(newCounts:)` returned `nil`.
    func newSection(for section: Int) -> Int? {
        guard oldCounts.indices.contains(section), !reloadedSections.contains(section) else { return nil }
        return sectionMap[section]
    }

    /// Whether the row at `indexPath` before the update gets a new cell (reloaded).
    func isReloaded(_ indexPath: IndexPath) -> Bool { reloadedItems.contains(indexPath) }

    /// Whether the row at `indexPath` before the update keeps its cell but is configured again.
    func isReconfigured(_ indexPath: IndexPath) -> Bool { reconfiguredItems.contains(indexPath) }

    /// How many of the sorted `values` are below `value`.
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
