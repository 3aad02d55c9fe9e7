extension SectionedDiff {
    /// The items of each initial section once the first stage deleted and reloaded its items;
    /// `nil` for a section that stage does not touch (its items are the initial ones) or deletes.
    ///
    /// The items between two deletes or updates are copied as whole runs.
    @inlinable
    internal func itemsAfterRemovals() -> [[Item]?] {
        var result: [[Item]?] = Array(repeating: nil, count: initialSections.count)
        var nextDeleted = 0
        var nextUpdated = 0
        for section in initialSections.indices where sectionHasRemovals[section] {
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
            for section in initialSections.indices where sectionIndexAfterDeletes[section] >= 0 {
                result.append(
                    try self.section(
                        section,
                        items: itemsAfterRemovals[section],
                        finalModel: updateStage[section] <= stageIndex
                    )
                )
            }
        case .sections:
            result = try intermediateSections(
                final: { (target: Int) throws(Diff.Error) -> Section in
                    let source = sectionSource[target]
                    guard source >= 0 else { return try insertedSection(target) }
                    return try section(
                        source,
                        items: itemsAfterRemovals[source],
                        finalModel: updateStage[source] <= stageIndex
                    )
                },
                emptied: { (section: Int) throws(Diff.Error) -> Section in
                    try self.section(section, items: itemsAfterRemovals[section], finalModel: false)
                }
            )
        case .insertions, .combined, .emptiedSections:
            result = try intermediateSections(
                final: { (target: Int) throws(Diff.Error) -> Section in
                    let source = sectionSource[target]
                    if source < 0 || updateStage[source] <= stageIndex { return finalSections[target] }
                    return try make(original: initialSections[source], items: finalItems[target])
                },
                emptied: { (section: Int) throws(Diff.Error) -> Section in
                    try make(original: initialSections[section], items: itemsGoingWith(section))
                }
            )
        }
        return result
    }

    /// Inserted final section `target` as the sections stage inserts it: with its new items only,
    /// the surviving ones arriving in the insertions stage.
    @inlinable
    internal func insertedSection(_ target: Int) throws(Diff.Error) -> Section {
        let range = finalStart[target]..<finalStart[target + 1]
        guard range.contains(where: { itemSource[$0] >= 0 }) else { return finalSections[target] }
        let items = finalItems[target]
        var newItems: [Item] = []
        newItems.reserveCapacity(items.count)
        for flat in range where itemSource[flat] < 0 { newItems.append(items[flat - range.lowerBound]) }
        return try make(original: finalSections[target], items: newItems)
    }

    /// The items of emptied section `section` that do not survive: what it holds when the last
    /// stage deletes it.
    @inlinable
    internal func itemsGoingWith(_ section: Int) -> [Item] {
        let items = initialSections[section].items
        let start = initialStart[section]
        var result: [Item] = []
        for item in items.indices where itemTarget[start + item] < 0 { result.append(items[item]) }
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
