extension SectionedDiff {
    /// Decides what happens to each item: deleted, inserted, updated, moved or kept in place.
    ///
    /// An item is *linked* when both its initial and its final section survive; the items of a
    /// deleted section go with it and the items of an inserted section come with it, so an item
    /// that leaves a deleted section or joins an inserted one is deleted and inserted instead. A
    /// linked item whose content changed is updated. Among the linked items that stay in their
    /// section, those outside one longest run that kept its order move; linked items that change
    /// section always move.
    ///
    /// - Complexity: O(*n*) for *n* items, plus O(*k* log *k*) for a section whose *k* staying items
    ///   are out of order.
    @inlinable
    internal mutating func classifyItems() {
        let sectionCount = initialSections.count
        sectionHasRemovals = Array(repeating: false, count: sectionCount)
        sectionHasInsertions = Array(repeating: false, count: sectionCount)
        var stayingTargets: [Int] = []
        var stayingMoves: [PendingMove] = []
        var order = LongestIncreasingSubsequence()

        for section in 0..<sectionCount {
            let start = initialStart[section]
            let end = initialStart[section + 1]
            let sectionTargetIndex = sectionTarget[section]
            guard sectionTargetIndex >= 0 else {
                // The items go with their section; their final copies, if any, are inserted.
                for flat in start..<end where itemTarget[flat] >= 0 {
                    itemSource[itemTarget[flat]] = -1
                }
                continue
            }
            let items = initialSections[section].items
            var itemAfterDeletes = 0
            var stayingInOrder = true
            let firstMove = movedItems.count
            stayingTargets.removeAll(keepingCapacity: true)
            stayingMoves.removeAll(keepingCapacity: true)
            for item in 0..<(end - start) {
                let target = itemTarget[start + item]
                let targetSection = target >= 0 ? finalSectionOfItem[target] : -1
                guard targetSection >= 0, sectionSource[targetSection] >= 0 else {
                    if target >= 0 { itemSource[target] = -1 }
                    deletedItems.append(ItemPath(sectionIndex: section, itemIndex: item))
                    sectionHasRemovals[section] = true
                    continue
                }
                let destination = ItemPath(sectionIndex: targetSection, itemIndex: target - finalStart[targetSection])
                let isUpdated = items[item] != finalItems[targetSection][destination.itemIndex]
                if isUpdated {
                    updatedItems.append(ItemPath(sectionIndex: section, itemIndex: item))
                    sectionHasRemovals[section] = true
                }
                let move = PendingMove(
                    initialSection: section,
                    initialItem: item,
                    itemAfterDeletes: itemAfterDeletes,
                    destination: destination,
                    isUpdated: isUpdated
                )
                itemAfterDeletes += 1
                if targetSection == sectionTargetIndex {
                    if let last = stayingTargets.last, last > target { stayingInOrder = false }
                    stayingTargets.append(target)
                    stayingMoves.append(move)
                } else {
                    movedItems.append(move)
                    someMovedItemIsUpdated = someMovedItemIsUpdated || isUpdated
                    sectionHasInsertions[section] = true
                    sectionHasInsertions[sectionSource[targetSection]] = true
                }
            }
            guard !stayingInOrder else { continue }
            order.mark(stayingTargets)
            let hadCrossMoves = movedItems.count > firstMove
            for index in stayingMoves.indices where !order.isMember[index] {
                let move = stayingMoves[index]
                movedItems.append(move)
                someMovedItemIsUpdated = someMovedItemIsUpdated || move.isUpdated
            }
            sectionHasInsertions[section] = true
            if hadCrossMoves {
                movedItems[firstMove...].sort { $0.initialItem < $1.initialItem }
            }
        }

        for section in finalSections.indices where sectionSource[section] >= 0 {
            var hasInsertions = false
            for flat in finalStart[section]..<finalStart[section + 1] where itemSource[flat] < 0 {
                insertedItems.append(ItemPath(sectionIndex: section, itemIndex: flat - finalStart[section]))
                hasInsertions = true
            }
            if hasInsertions { sectionHasInsertions[sectionSource[section]] = true }
        }
    }
}
