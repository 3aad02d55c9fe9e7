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
        // Work on a local array: it is uniquely referenced, so writes need no copy checks.
        var itemSource: [Int] = []
        swap(&itemSource, &self.itemSource)
        var changes = ItemChanges(sectionCount: initialSections.count)
        let largestSection = initialSections.reduce(0) { max($0, $1.items.count) }
        let staying = StayingItems(capacity: largestSection)
        defer { staying.deallocate() }
        itemTarget.withUnsafeBufferPointer { targets in
            itemSource.withUnsafeMutableBufferPointer { sources in
                for section in initialSections.indices {
                    classifyItems(of: section, targets: targets, sources: sources, staying: staying, into: &changes)
                }
                for section in finalSections.indices where sectionSource[section] >= 0 {
                    let start = finalStart[section]
                    var hasInsertions = false
                    for flat in start..<finalStart[section + 1] where sources[flat] < 0 {
                        changes.inserted.append(ItemPath(sectionIndex: section, itemIndex: flat - start))
                        hasInsertions = true
                    }
                    if hasInsertions { changes.sectionHasInsertions[sectionSource[section]] = true }
                }
            }
        }
        swap(&itemSource, &self.itemSource)
        deletedItems = changes.deleted
        updatedItems = changes.updated
        insertedItems = changes.inserted
        movedItems = changes.moved
        sectionHasRemovals = changes.sectionHasRemovals
        sectionHasInsertions = changes.sectionHasInsertions
        someMovedItemIsUpdated = changes.someMovedItemIsUpdated
    }

    /// Classifies the items of initial section `section`.
    @inlinable
    internal func classifyItems(
        of section: Int,
        targets: UnsafeBufferPointer<Int64>,
        sources: UnsafeMutableBufferPointer<Int>,
        staying: StayingItems,
        into changes: inout ItemChanges
    ) {
        let start = initialStart[section]
        let end = initialStart[section + 1]
        let sectionTargetIndex = sectionTarget[section]
        guard sectionTargetIndex >= 0 else {
            // The items go with their section; their final copies, if any, are inserted.
            for flat in start..<end where targets[flat] >= 0 {
                let target = targets[flat]
                sources[finalStart[Int(target >> 32)] + Int(target & 0xFFFF_FFFF)] = -1
            }
            return
        }
        initialSections[section].items.withUnsafeBufferPointer { items in
            var itemAfterDeletes = 0
            var stayingCount = 0
            var stayingInOrder = true
            let firstMove = changes.moved.count
            for item in items.indices {
                let target = targets[start + item]
                let targetSection = Int(target >> 32)
                let targetItem = Int(target & 0xFFFF_FFFF)
                guard target >= 0, sectionSource[targetSection] >= 0 else {
                    if target >= 0 { sources[finalStart[targetSection] + targetItem] = -1 }
                    changes.deleted.append(ItemPath(sectionIndex: section, itemIndex: item))
                    changes.sectionHasRemovals[section] = true
                    continue
                }
                let isUpdated = items[item] != finalItems[targetSection][targetItem]
                if isUpdated {
                    changes.updated.append(ItemPath(sectionIndex: section, itemIndex: item))
                    changes.sectionHasRemovals[section] = true
                }
                if targetSection == sectionTargetIndex {
                    if stayingCount > 0 && target < staying.targets[stayingCount - 1] { stayingInOrder = false }
                    staying.targets[stayingCount] = target
                    staying.items[stayingCount] = item
                    staying.itemsAfterDeletes[stayingCount] = itemAfterDeletes
                    stayingCount += 1
                } else {
                    changes.moved.append(
                        PendingMove(
                            initialSection: section,
                            initialItem: item,
                            itemAfterDeletes: itemAfterDeletes,
                            destination: ItemPath(sectionIndex: targetSection, itemIndex: targetItem),
                            isUpdated: isUpdated
                        )
                    )
                    changes.someMovedItemIsUpdated = changes.someMovedItemIsUpdated || isUpdated
                    changes.sectionHasInsertions[section] = true
                    changes.sectionHasInsertions[sectionSource[targetSection]] = true
                }
                itemAfterDeletes += 1
            }
            guard !stayingInOrder else { return }
            let crossMoves = changes.moved.count - firstMove
            let kept = changes.order.mark(UnsafeBufferPointer(rebasing: staying.targets[0..<stayingCount]))
            let movesNeeded = changes.moved.count + stayingCount - kept
            if changes.moved.capacity < movesNeeded {
                changes.moved.reserveCapacity(max(movesNeeded, 2 * changes.moved.capacity))
            }
            for index in 0..<stayingCount where !changes.order.isMember[index] {
                let item = staying.items[index]
                let destination = Int(staying.targets[index] & 0xFFFF_FFFF)
                let isUpdated = items[item] != finalItems[sectionTargetIndex][destination]
                changes.moved.append(
                    PendingMove(
                        initialSection: section,
                        initialItem: item,
                        itemAfterDeletes: staying.itemsAfterDeletes[index],
                        destination: ItemPath(sectionIndex: sectionTargetIndex, itemIndex: destination),
                        isUpdated: isUpdated
                    )
                )
                changes.someMovedItemIsUpdated = changes.someMovedItemIsUpdated || isUpdated
            }
            changes.sectionHasInsertions[section] = true
            if crossMoves > 0 {
                // Both runs are in item order; keep the section's moves in item order too.
                changes.moved.withUnsafeMutableBufferPointer { moved in
                    moved[firstMove...].sort { $0.initialItem < $1.initialItem }
                }
            }
        }
    }
}

/// The item changes found by ``SectionedDiff/classifyItems()``.
@usableFromInline
internal struct ItemChanges {
    @usableFromInline internal var deleted: [ItemPath] = []
    @usableFromInline internal var updated: [ItemPath] = []
    @usableFromInline internal var inserted: [ItemPath] = []
    @usableFromInline internal var moved: [PendingMove] = []
    @usableFromInline internal var sectionHasRemovals: [Bool]
    @usableFromInline internal var sectionHasInsertions: [Bool]
    @usableFromInline internal var someMovedItemIsUpdated = false
    @usableFromInline internal var order = LongestIncreasingSubsequence()

    @inlinable
    internal init(sectionCount: Int) {
        sectionHasRemovals = Array(repeating: false, count: sectionCount)
        sectionHasInsertions = Array(repeating: false, count: sectionCount)
    }
}

/// Scratch space for the items that stay in the section being classified, allocated once per
/// diff for the largest section.
@usableFromInline
internal struct StayingItems {
    /// Their packed final paths, in initial order.
    @usableFromInline internal let targets: UnsafeMutableBufferPointer<Int64>
    /// Their indexes in the initial section.
    @usableFromInline internal let items: UnsafeMutableBufferPointer<Int>
    /// Their indexes once the section's deleted items are gone.
    @usableFromInline internal let itemsAfterDeletes: UnsafeMutableBufferPointer<Int>

    @inlinable
    internal init(capacity: Int) {
        targets = .allocate(capacity: capacity)
        items = .allocate(capacity: capacity)
        itemsAfterDeletes = .allocate(capacity: capacity)
    }

    @inlinable
    internal func deallocate() {
        targets.deallocate()
        items.deallocate()
        itemsAfterDeletes.deallocate()
    }
}
