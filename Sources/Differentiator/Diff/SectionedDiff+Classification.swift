extension SectionedDiff {
    /// Decides what happens to each item: deleted, inserted, updated, moved or kept in place.
    ///
    /// An item *survives* when its identity is in both lists, wherever its sections go; it is
    /// never deleted and inserted again. A surviving item whose content changed is updated. Among
    /// the surviving items that stay in their section, those outside one longest run that kept
    /// its order move; surviving items that change section always move, also out of a deleted
    /// section or into an inserted one. The other items of a deleted section go with it, and the
    /// other items of an inserted section come with it.
    ///
    /// - Complexity: O(*n*) for *n* items, plus O(*k* log *k*) for a section whose *k* staying items
    ///   are out of order.
    @inlinable
    internal mutating func classifyItems() {
        var changes = ItemChanges(sectionCount: initialSections.count)
        // At most this many deletes and inserts; a guess for updates and moves. Growing the
        // arrays from empty would reallocate each of them many times.
        changes.deleted.reserveCapacity(initialStart[initialSections.count] - matchedItemCount)
        changes.inserted.reserveCapacity(finalStart[finalSections.count] - matchedItemCount)
        changes.updated.reserveCapacity(16 + matchedItemCount / 8)
        changes.moved.reserveCapacity(16 + matchedItemCount / 8)
        let largestSection = initialSections.reduce(0) { max($0, $1.items.count) }
        let staying = StayingItems(capacity: largestSection)
        defer { staying.deallocate() }
        itemTarget.withUnsafeBufferPointer { targets in
            itemSource.withUnsafeBufferPointer { sources in
                for section in initialSections.indices {
                    classifyItems(of: section, targets: targets, staying: staying, into: &changes)
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
        deletedItems = changes.deleted
        updatedItems = changes.updated
        insertedItems = changes.inserted
        movedItems = changes.moved
        emptiedSections = changes.emptied
        sectionHasRemovals = changes.sectionHasRemovals
        sectionHasInsertions = changes.sectionHasInsertions
        someMovedItemIsUpdated = changes.someMovedItemIsUpdated
    }

    /// Classifies the items of initial section `section`.
    @inlinable
    internal func classifyItems(
        of section: Int,
        targets: UnsafeBufferPointer<Int64>,
        staying: StayingItems,
        into changes: inout ItemChanges
    ) {
        let start = initialStart[section]
        let sectionTargetIndex = sectionTarget[section]
        guard sectionTargetIndex >= 0 else {
            classifyItems(ofDeleted: section, targets: targets, into: &changes)
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
                guard target >= 0 else {
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
                    // The complement marks an updated item, so that moving it needs no second compare.
                    staying.itemsAfterDeletes[stayingCount] = isUpdated ? ~itemAfterDeletes : itemAfterDeletes
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
                    let targetSource = sectionSource[targetSection]
                    if targetSource >= 0 { changes.sectionHasInsertions[targetSource] = true }
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
                let afterDeletes = staying.itemsAfterDeletes[index]
                let isUpdated = afterDeletes < 0
                changes.moved.append(
                    PendingMove(
                        initialSection: section,
                        initialItem: item,
                        itemAfterDeletes: isUpdated ? ~afterDeletes : afterDeletes,
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

    /// Classifies the items of initial section `section`, which is deleted: its surviving items
    /// move out of it before it goes, and it is emptied; the others go with it.
    @inlinable
    internal func classifyItems(
        ofDeleted section: Int,
        targets: UnsafeBufferPointer<Int64>,
        into changes: inout ItemChanges
    ) {
        let start = initialStart[section]
        let end = initialStart[section + 1]
        let items = initialSections[section].items
        var isEmptied = false
        for flat in start..<end where targets[flat] >= 0 {
            if !isEmptied {
                isEmptied = true
                changes.emptied.append(section)
            }
            let target = targets[flat]
            let targetSection = Int(target >> 32)
            let targetItem = Int(target & 0xFFFF_FFFF)
            let item = flat - start
            let isUpdated = items[item] != finalItems[targetSection][targetItem]
            if isUpdated {
                changes.updated.append(ItemPath(sectionIndex: section, itemIndex: item))
                changes.sectionHasRemovals[section] = true
                changes.someMovedItemIsUpdated = true
            }
            // The first stage deletes nothing in an emptied section, so the item keeps its index.
            changes.moved.append(
                PendingMove(
                    initialSection: section,
                    initialItem: item,
                    itemAfterDeletes: item,
                    destination: ItemPath(sectionIndex: targetSection, itemIndex: targetItem),
                    isUpdated: isUpdated
                )
            )
            let targetSource = sectionSource[targetSection]
            if targetSource >= 0 { changes.sectionHasInsertions[targetSource] = true }
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
    @usableFromInline internal var emptied: [Int] = []
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
    /// Their indexes once the section's deleted items are gone; the complement for an updated
    /// item.
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
