extension BatchUpdateValidator {
    /// Where a row placed by an update comes from.
    internal enum Arrival {
        /// Inserted: it shows the data source's item.
        case inserted
        /// Moved from this path before the update: it keeps what it showed.
        case moved(from: ItemPath)
    }

    /// The row operations of a batch update, checked and grouped by section.
    internal struct RowOperations {
        /// Per section before the update: the rows deleted or moved out.
        internal var departures: [Set<Int>]

        /// Per section before the update: the rows reloaded.
        internal var reloads: [Set<Int>]

        /// Per section after the update: the rows inserted or moved in, by row index.
        internal var arrivals: [[Int: Arrival]]

        /// Checks the row operations of `stage` against the rules and the row counts.
        internal init<Section: SectionModelType>(
            _ stage: Changeset<Section>,
            rowCountsBefore: [Int],
            rowCountsAfter: [Int],
            placement: SectionPlacement
        ) throws(Error) {
            departures = Array(repeating: [], count: rowCountsBefore.count)
            reloads = Array(repeating: [], count: rowCountsBefore.count)
            arrivals = Array(repeating: [:], count: rowCountsAfter.count)
            var deleted = Array(repeating: Set<Int>(), count: rowCountsBefore.count)
            var movedOut = Array(repeating: 0, count: rowCountsBefore.count)
            var inserted = Array(repeating: 0, count: rowCountsAfter.count)
            var movedIn = Array(repeating: 0, count: rowCountsAfter.count)

            for path in stage.deletedItems {
                try Self.checkBefore(.delete, path, rowCountsBefore, placement)
                guard deleted[path.sectionIndex].insert(path.itemIndex).inserted else {
                    throw .duplicateRowOperation(.delete, path: path)
                }
                departures[path.sectionIndex].insert(path.itemIndex)
            }
            for path in stage.updatedItems {
                try Self.checkBefore(.reload, path, rowCountsBefore, placement)
                guard !deleted[path.sectionIndex].contains(path.itemIndex) else {
                    throw .conflictingRowOperations(.delete, .reload, path: path)
                }
                guard reloads[path.sectionIndex].insert(path.itemIndex).inserted else {
                    throw .duplicateRowOperation(.reload, path: path)
                }
            }
            for move in stage.movedItems {
                let from = move.from
                try Self.checkBefore(.moveFrom, from, rowCountsBefore, placement)
                guard !deleted[from.sectionIndex].contains(from.itemIndex) else {
                    throw .conflictingRowOperations(.delete, .moveFrom, path: from)
                }
                guard !reloads[from.sectionIndex].contains(from.itemIndex) else {
                    throw .conflictingRowOperations(.reload, .moveFrom, path: from)
                }
                guard departures[from.sectionIndex].insert(from.itemIndex).inserted else {
                    throw .duplicateRowOperation(.moveFrom, path: from)
                }
                let to = move.to
                try Self.checkAfter(.moveTo, to, rowCountsAfter, placement)
                guard arrivals[to.sectionIndex][to.itemIndex] == nil else {
                    throw .duplicateRowOperation(.moveTo, path: to)
                }
                arrivals[to.sectionIndex][to.itemIndex] = .moved(from: from)
                movedOut[from.sectionIndex] += 1
                movedIn[to.sectionIndex] += 1
            }
            for path in stage.insertedItems {
                try Self.checkAfter(.insert, path, rowCountsAfter, placement)
                switch arrivals[path.sectionIndex][path.itemIndex] {
                case nil: arrivals[path.sectionIndex][path.itemIndex] = .inserted
                case .inserted: throw .duplicateRowOperation(.insert, path: path)
                case .moved: throw .conflictingRowOperations(.insert, .moveTo, path: path)
                }
                inserted[path.sectionIndex] += 1
            }

            for target in rowCountsAfter.indices {
                let source = placement.sourceOfSection[target]
                guard source >= 0 else { continue }
                let before = rowCountsBefore[source]
                let after = rowCountsAfter[target]
                let deletedCount = deleted[source].count
                guard after == before + inserted[target] - deletedCount + movedIn[target] - movedOut[source] else {
                    throw .invalidNumberOfRows(
                        section: target,
                        after: after,
                        before: before,
                        inserted: inserted[target],
                        deleted: deletedCount,
                        movedIn: movedIn[target],
                        movedOut: movedOut[source]
                    )
                }
            }
        }

        /// Checks a path that names a row before the update.
        private static func checkBefore(
            _ operation: Operation,
            _ path: ItemPath,
            _ rowCounts: [Int],
            _ placement: SectionPlacement
        ) throws(Error) {
            let section = path.sectionIndex
            guard section >= 0, section < rowCounts.count else {
                throw .rowInMissingSection(operation, path: path, sectionCount: rowCounts.count)
            }
            if placement.isDeleted[section] {
                throw .rowOperationInChangedSection(operation, path: path, sectionOperation: .delete)
            }
            if placement.isReloaded[section] {
                throw .rowOperationInChangedSection(operation, path: path, sectionOperation: .reload)
            }
            guard path.itemIndex >= 0, path.itemIndex < rowCounts[section] else {
                throw .rowOutOfRange(operation, path: path, rowCount: rowCounts[section])
            }
        }

        /// Checks a path that names a row after the update.
        private static func checkAfter(
            _ operation: Operation,
            _ path: ItemPath,
            _ rowCounts: [Int],
            _ placement: SectionPlacement
        ) throws(Error) {
            let section = path.sectionIndex
            guard section >= 0, section < rowCounts.count else {
                throw .rowInMissingSection(operation, path: path, sectionCount: rowCounts.count)
            }
            let source = placement.sourceOfSection[section]
            if source < 0 {
                throw .rowOperationInChangedSection(operation, path: path, sectionOperation: .insert)
            }
            if placement.isReloaded[source] {
                throw .rowOperationInChangedSection(operation, path: path, sectionOperation: .reload)
            }
            guard path.itemIndex >= 0, path.itemIndex < rowCounts[section] else {
                throw .rowOutOfRange(operation, path: path, rowCount: rowCounts[section])
            }
        }
    }
}
