extension SectionedDiff {
    /// The items of each initial section once the first stage deleted and reloaded its items;
    /// `nil` for a section that stage does not touch (its items are the initial ones).
    ///
    /// The items between two deletes or updates are copied as whole runs.
    @inlinable
    internal func itemsAfterRemovals() -> [[Item]?] {
        var result: [[Item]?] = Array(repeating: nil, count: initialSections.count)
        var nextDeleted = 0
        var nextUpdated = 0
        for section in initialSections.indices where sectionTarget[section] >= 0 && sectionHasRemovals[section] {
            let initialItems = initialSections[section].items
            var items: [Item] = []
            items.reserveCapacity(initialItems.count)
            var copied = 0
            while true {
                let deleted =
                    nextDeleted < deletedItems.count && deletedItems[nextDeleted].sectionIndex == section
                    ? deletedItems[nextDeleted].itemIndex : Int.max
                let updated =
                    nextUpdated < updatedItems.count && updatedItems[nextUpdated].sectionIndex == section
                    ? updatedItems[nextUpdated].itemIndex : Int.max
                let item = min(deleted, updated)
                guard item != Int.max else { break }
                items.append(contentsOf: initialItems[copied..<item])
                if item == deleted {
                    nextDeleted += 1
                } else {
                    nextUpdated += 1
                    let target = itemTarget[initialStart[section] + item]
                    items.append(finalItems[Int(target >> 32)][Int(target & 0xFFFF_FFFF)])
                }
                copied = item + 1
            }
            items.append(contentsOf: initialItems[copied...])
            result[section] = items
        }
        return result
    }

    /// The sections the data source holds after `stage` (at position `stageIndex` in the stage
    /// list), when it is not the last stage.
    ///
    /// A surviving section carries its final model from the stage that reports its update on;
    /// before that it carries its initial model, so the data source never shows a header the
    /// list has not been told to refresh.
    @inlinable
    internal func sections(
        after stage: DiffStage,
        stage stageIndex: Int,
        updateStage: [Int],
        itemsAfterRemovals: [[Item]?]
    ) throws(Diff.Error) -> [Section] {
        var result: [Section] = []
        switch stage {
        case .removals:
            result.reserveCapacity(initialSections.count - deletedSections.count)
            for section in initialSections.indices where sectionTarget[section] >= 0 {
                result.append(
                    try self.section(
                        section,
                        items: itemsAfterRemovals[section],
                        finalModel: updateStage[section] <= stageIndex
                    )
                )
            }
        case .sections:
            result.reserveCapacity(finalSections.count)
            for target in finalSections.indices {
                let source = sectionSource[target]
                guard source >= 0 else {
                    result.append(finalSections[target])
                    continue
                }
                result.append(
                    try section(
                        source, items: itemsAfterRemovals[source], finalModel: updateStage[source] <= stageIndex)
                )
            }
        case .insertions, .combined, .sectionUpdates:
            result.reserveCapacity(finalSections.count)
            for target in finalSections.indices {
                let source = sectionSource[target]
                if source < 0 || updateStage[source] <= stageIndex {
                    result.append(finalSections[target])
                } else {
                    result.append(try make(original: initialSections[source], items: finalItems[target]))
                }
            }
        }
        return result
    }

    /// Initial section `section` holding `items` (the initial items when `nil`), with its initial
    /// or its final model.
    @inlinable
    internal func section(_ section: Int, items: [Item]?, finalModel: Bool) throws(Diff.Error) -> Section {
        let original = finalModel ? finalSections[sectionTarget[section]] : initialSections[section]
        guard let items else {
            return finalModel ? try make(original: original, items: initialSections[section].items) : original
        }
        return try make(original: original, items: items)
    }

    /// `Section(original:items:)`, checked: the result must keep the identity and all the items.
    @inlinable
    internal func make(original: Section, items: [Item]) throws(Diff.Error) -> Section {
        let section = Section(original: original, items: items)
        guard section.identity == original.identity, section.items.count == items.count else {
            throw .invalidInitializerImplementation(
                section: section,
                expectedItems: items,
                expectedIdentifier: original.identity
            )
        }
        return section
    }
}
