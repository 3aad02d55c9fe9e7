extension SectionedDiff {
    /// Places the emptied sections: deleted sections that keep their place through the sections
    /// and insertions stages, so that their surviving items can move out of them, and go in the
    /// last stage.
    ///
    /// UIKit's batch-update rules move no row out of a section deleted by the same batch, and
    /// none into a section inserted by it. So the first stage deletes only the sections none of
    /// whose items survive; the sections stage inserts sections with their new items only and
    /// leaves the emptied sections in place; the insertions stage moves the surviving items to
    /// their final places; and the last stage deletes the emptied sections.
    ///
    /// Between the sections and the insertions stage, an emptied section sits just before the
    /// first section after it (in initial order) that the sections stage does not move, or at the
    /// end when there is none. That keeps every section the stage does not move in its initial
    /// order, as UIKit requires. Section indexes of the sections and insertions stages count the
    /// emptied sections.
    ///
    /// - Complexity: O(*m*) for *m* sections; nothing when no section is emptied.
    @inlinable
    internal mutating func placeEmptiedSections() {
        guard !emptiedSections.isEmpty else { return }
        let initialCount = initialSections.count
        let finalCount = finalSections.count
        var isEmptied = Array(repeating: false, count: initialCount)
        for section in emptiedSections { isEmptied[section] = true }
        deletedSections.removeAll { isEmptied[$0] }

        var indexAfterRemovals = 0
        for section in 0..<initialCount {
            guard sectionTarget[section] >= 0 || isEmptied[section] else {
                sectionIndexAfterDeletes[section] = -1
                continue
            }
            sectionIndexAfterDeletes[section] = indexAfterRemovals
            indexAfterRemovals += 1
        }

        // Per emptied section: the final index of the first unmoved section after it.
        var anchors = Array(repeating: finalCount, count: emptiedSections.count)
        var nextUnmoved = finalCount
        var emptied = emptiedSections.count - 1
        for section in stride(from: initialCount - 1, through: 0, by: -1) {
            if sectionTarget[section] >= 0 && !sectionIsMoved[section] {
                nextUnmoved = sectionTarget[section]
            } else if isEmptied[section] {
                anchors[emptied] = nextUnmoved
                emptied -= 1
            }
        }

        intermediateIndexOfFinal = Array(repeating: 0, count: finalCount)
        var placedBefore = 0
        for section in 0..<finalCount {
            while placedBefore < anchors.count && anchors[placedBefore] <= section { placedBefore += 1 }
            intermediateIndexOfFinal[section] = section + placedBefore
        }
        intermediateIndexOfInitial = Array(repeating: -1, count: initialCount)
        for section in 0..<initialCount where sectionTarget[section] >= 0 {
            intermediateIndexOfInitial[section] = intermediateIndexOfFinal[sectionTarget[section]]
        }
        for (rank, section) in emptiedSections.enumerated() {
            intermediateIndexOfInitial[section] = anchors[rank] + rank
        }

        insertedSections = insertedSections.map { intermediateIndexOfFinal[$0] }
        movedSections.removeAll(keepingCapacity: true)
        for section in 0..<initialCount where sectionIsMoved[section] {
            movedSections.append(
                (from: sectionIndexAfterDeletes[section], to: intermediateIndexOfFinal[sectionTarget[section]])
            )
        }
    }

    /// The index of final section `section` between the sections and the insertions stage.
    @inlinable
    internal func intermediateIndex(ofFinal section: Int) -> Int {
        intermediateIndexOfFinal.isEmpty ? section : intermediateIndexOfFinal[section]
    }

    /// The index of initial section `section` (surviving or emptied) between the sections and the
    /// insertions stage.
    @inlinable
    internal func intermediateIndex(ofInitial section: Int) -> Int {
        intermediateIndexOfInitial.isEmpty ? sectionTarget[section] : intermediateIndexOfInitial[section]
    }

    /// The sections between the sections and the insertions stage, or between the insertions and
    /// the last stage: the final sections (built by `final`) with the emptied sections (built by
    /// `emptied`) in their places.
    @inlinable
    internal func intermediateSections(
        final: (Int) throws(Diff.Error) -> Section,
        emptied: (Int) throws(Diff.Error) -> Section
    ) throws(Diff.Error) -> [Section] {
        var result: [Section] = []
        result.reserveCapacity(finalSections.count + emptiedSections.count)
        var nextEmptied = 0
        for target in finalSections.indices {
            while nextEmptied < emptiedSections.count
                && intermediateIndexOfInitial[emptiedSections[nextEmptied]] == result.count
            {
                result.append(try emptied(emptiedSections[nextEmptied]))
                nextEmptied += 1
            }
            result.append(try final(target))
        }
        while nextEmptied < emptiedSections.count {
            result.append(try emptied(emptiedSections[nextEmptied]))
            nextEmptied += 1
        }
        return result
    }
}
