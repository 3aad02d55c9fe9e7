extension SectionedDiff {
    /// Groups the changes into stages and builds the sections the data source holds after each.
    ///
    /// - Returns: The stages, none of them empty.
    /// - Throws: ``Diff/Error/invalidInitializerImplementation(section:expectedItems:expectedIdentifier:)``
    ///   when `Section.init(original:items:)` loses the identity or the items.
    @inlinable
    internal func makeStages() throws(Diff.Error) -> [Changeset<Section>] {
        let combine =
            insertedSections.isEmpty && movedSections.isEmpty && deletedSections.isEmpty && emptiedSections.isEmpty
            && !someMovedItemIsUpdated
        let kinds: [DiffStage] =
            combine ? [.combined, .emptiedSections] : [.removals, .sections, .insertions, .emptiedSections]
        var isPresent = kinds.map(hasOperations(in:))

        // Each section update goes to a stage that has no row operation in that section and does
        // not move it: preferably a stage that exists anyway, else the first such stage (the last
        // stage always qualifies).
        var updateStage = Array(repeating: Int.max, count: initialSections.count)
        var updatesOfStage: [[Int]] = Array(repeating: [], count: kinds.count)
        for section in initialSections.indices where sectionModelChanged[section] {
            let eligible = { (stage: Int) in self.canUpdate(section: section, in: kinds[stage]) }
            let chosen =
                kinds.indices.first { isPresent[$0] && eligible($0) } ?? kinds.indices.first(where: eligible)!
            isPresent[chosen] = true
            updateStage[section] = chosen
            updatesOfStage[chosen].append(section)
        }

        guard let lastStage = isPresent.lastIndex(of: true) else { return [] }
        // Only the states after the removals and sections stages hold the items between the
        // initial and final ones; the last stage's state is `finalSections` itself.
        let needsItemsAfterRemovals = kinds.indices.contains { stage in
            isPresent[stage] && stage != lastStage && (kinds[stage] == .removals || kinds[stage] == .sections)
        }
        let itemsAfterRemovals = needsItemsAfterRemovals ? self.itemsAfterRemovals() : []
        var stages: [Changeset<Section>] = []
        stages.reserveCapacity(kinds.count)
        var sectionsBefore = initialSections
        for stage in kinds.indices where isPresent[stage] {
            let sectionsAfter =
                stage == lastStage
                ? finalSections
                : try sections(
                    after: kinds[stage],
                    stage: stage,
                    updateStage: updateStage,
                    itemsAfterRemovals: itemsAfterRemovals
                )
            stages.append(
                changeset(
                    kinds[stage],
                    from: sectionsBefore,
                    to: sectionsAfter,
                    updatedSections: updatesOfStage[stage]
                )
            )
            sectionsBefore = sectionsAfter
        }
        return stages
    }

    /// Whether the stage has operations other than section updates.
    @inlinable
    internal func hasOperations(in stage: DiffStage) -> Bool {
        switch stage {
        case .removals:
            return !deletedSections.isEmpty || !deletedItems.isEmpty || !updatedItems.isEmpty
        case .sections:
            return !insertedSections.isEmpty || !movedSections.isEmpty
        case .insertions:
            return !insertedItems.isEmpty || !movedItems.isEmpty
        case .combined:
            return !deletedItems.isEmpty || !updatedItems.isEmpty || !insertedItems.isEmpty || !movedItems.isEmpty
        case .emptiedSections:
            return !emptiedSections.isEmpty
        }
    }

    /// Whether a model update of `section` (an initial index) can join `stage`: UIKit forbids row
    /// operations in a section reloaded by the same batch, and moving a reloaded section.
    @inlinable
    internal func canUpdate(section: Int, in stage: DiffStage) -> Bool {
        switch stage {
        case .removals: return !sectionHasRemovals[section]
        case .sections: return !sectionIsMoved[section]
        case .insertions: return !sectionHasInsertions[section]
        case .combined: return !sectionHasRemovals[section] && !sectionHasInsertions[section]
        case .emptiedSections: return true
        }
    }

    /// The changeset of one stage, with every index in that stage's coordinates.
    @inlinable
    internal func changeset(
        _ stage: DiffStage,
        from sectionsBefore: [Section],
        to sectionsAfter: [Section],
        updatedSections updated: [Int]
    ) -> Changeset<Section> {
        switch stage {
        case .removals:
            return Changeset(
                originalSections: sectionsBefore,
                finalSections: sectionsAfter,
                deletedSections: deletedSections,
                updatedSections: updated,
                deletedItems: deletedItems,
                updatedItems: updatedItems
            )
        case .sections:
            return Changeset(
                originalSections: sectionsBefore,
                finalSections: sectionsAfter,
                insertedSections: insertedSections,
                movedSections: movedSections,
                updatedSections: updated.map { sectionIndexAfterDeletes[$0] }
            )
        case .insertions:
            // Without emptied sections, the insertions stage's indexes are the final ones.
            let hasEmptiedSections = !intermediateIndexOfFinal.isEmpty
            return Changeset(
                originalSections: sectionsBefore,
                finalSections: sectionsAfter,
                updatedSections: updated.map { intermediateIndex(ofFinal: sectionTarget[$0]) }.sorted(),
                insertedItems: hasEmptiedSections
                    ? insertedItems.map { path in
                        ItemPath(sectionIndex: intermediateIndex(ofFinal: path.sectionIndex), itemIndex: path.itemIndex)
                    }
                    : insertedItems,
                movedItems: movedItems.map { move in
                    let source = ItemPath(
                        sectionIndex: intermediateIndex(ofInitial: move.initialSection),
                        itemIndex: move.itemAfterDeletes
                    )
                    let destination = ItemPath(
                        sectionIndex: intermediateIndex(ofFinal: move.destination.sectionIndex),
                        itemIndex: move.destination.itemIndex
                    )
                    return (from: source, to: destination)
                }
            )
        case .combined:
            return Changeset(
                originalSections: sectionsBefore,
                finalSections: sectionsAfter,
                updatedSections: updated,
                insertedItems: insertedItems,
                deletedItems: deletedItems,
                movedItems: movedItems.map { move in
                    (
                        from: ItemPath(sectionIndex: move.initialSection, itemIndex: move.initialItem),
                        to: move.destination
                    )
                },
                updatedItems: updatedItems
            )
        case .emptiedSections:
            return Changeset(
                originalSections: sectionsBefore,
                finalSections: sectionsAfter,
                deletedSections: emptiedSections.map { intermediateIndexOfInitial[$0] },
                updatedSections: updated.map { intermediateIndex(ofFinal: sectionTarget[$0]) }.sorted()
            )
        }
    }
}
