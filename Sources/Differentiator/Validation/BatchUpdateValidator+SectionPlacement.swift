extension BatchUpdateValidator {
    /// Where each section goes in a batch update, after checking the section operations.
    internal struct SectionPlacement {
        /// Per section before the update: its index after it, or -1 when deleted.
        internal var targetOfSection: [Int]

        /// Per section after the update: its index before it, or -1 when inserted.
        internal var sourceOfSection: [Int]

        /// Per section before the update: whether it is reloaded (its header refreshed).
        internal var isReloaded: [Bool]

        /// Per section before the update: whether it is deleted.
        internal var isDeleted: [Bool]

        /// Checks the section operations of `stage` and places every section.
        internal init<Section: SectionModelType>(
            _ stage: Changeset<Section>,
            sectionCountBefore before: Int
        ) throws(Error) {
            let after = stage.finalSections.count
            isDeleted = Array(repeating: false, count: before)
            isReloaded = Array(repeating: false, count: before)
            var isMovedOut = Array(repeating: false, count: before)
            // Per section after the update: -2 when free, -1 when inserted, else the moved section.
            var arrival = Array(repeating: -2, count: after)

            for section in stage.deletedSections {
                guard section >= 0, section < before else {
                    throw .sectionOutOfRange(.delete, section: section, sectionCount: before)
                }
                guard !isDeleted[section] else { throw .duplicateSectionOperation(.delete, section: section) }
                isDeleted[section] = true
            }
            for section in stage.updatedSections {
                guard section >= 0, section < before else {
                    throw .sectionOutOfRange(.reload, section: section, sectionCount: before)
                }
                guard !isDeleted[section] else {
                    throw .conflictingSectionOperations(.delete, .reload, section: section)
                }
                guard !isReloaded[section] else { throw .duplicateSectionOperation(.reload, section: section) }
                isReloaded[section] = true
            }
            for move in stage.movedSections {
                guard move.from >= 0, move.from < before else {
                    throw .sectionOutOfRange(.moveFrom, section: move.from, sectionCount: before)
                }
                guard move.to >= 0, move.to < after else {
                    throw .sectionOutOfRange(.moveTo, section: move.to, sectionCount: after)
                }
                guard !isDeleted[move.from] else {
                    throw .conflictingSectionOperations(.delete, .moveFrom, section: move.from)
                }
                guard !isReloaded[move.from] else {
                    throw .conflictingSectionOperations(.reload, .moveFrom, section: move.from)
                }
                guard !isMovedOut[move.from] else { throw .duplicateSectionOperation(.moveFrom, section: move.from) }
                guard arrival[move.to] == -2 else { throw .duplicateSectionOperation(.moveTo, section: move.to) }
                isMovedOut[move.from] = true
                arrival[move.to] = move.from
            }
            for section in stage.insertedSections {
                guard section >= 0, section < after else {
                    throw .sectionOutOfRange(.insert, section: section, sectionCount: after)
                }
                switch arrival[section] {
                case -2: arrival[section] = -1
                case -1: throw .duplicateSectionOperation(.insert, section: section)
                default: throw .conflictingSectionOperations(.insert, .moveTo, section: section)
                }
            }
            let inserted = stage.insertedSections.count
            let deleted = stage.deletedSections.count
            guard after == before + inserted - deleted else {
                throw .invalidNumberOfSections(after: after, before: before, inserted: inserted, deleted: deleted)
            }

            // The sections that stay put fill the free places in their old order.
            targetOfSection = Array(repeating: -1, count: before)
            sourceOfSection = Array(repeating: -1, count: after)
            var free = 0
            for section in 0..<before where !isDeleted[section] && !isMovedOut[section] {
                while arrival[free] != -2 { free += 1 }
                arrival[free] = section
                targetOfSection[section] = free
                sourceOfSection[free] = section
            }
            for target in 0..<after where arrival[target] >= 0 {
                targetOfSection[arrival[target]] = target
                sourceOfSection[target] = arrival[target]
            }
        }
    }
}
