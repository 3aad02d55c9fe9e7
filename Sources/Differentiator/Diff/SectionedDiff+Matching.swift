extension SectionedDiff {
    /// Whether both lists hold the same sections with the same models and the same items, in
    /// the same order; then there is nothing to animate.
    ///
    /// This check compares neighbours without hashing, so unchanged input costs a fraction of one
    /// hash-table build. It stops at the first difference.
    @inlinable
    internal func listsAreIdentical() -> Bool {
        guard initialSections.count == finalSections.count else { return false }
        for index in initialSections.indices {
            let initial = initialSections[index]
            let final = finalSections[index]
            guard initial.identity == final.identity else { return false }
            if let modelsAreEqual, !modelsAreEqual(initial, final) { return false }
            let initialItems = initial.items
            let finalItems = final.items
            guard initialItems.count == finalItems.count else { return false }
            for item in initialItems.indices {
                let initialItem = initialItems[item]
                let finalItem = finalItems[item]
                guard initialItem.identity == finalItem.identity, initialItem == finalItem else { return false }
            }
        }
        return true
    }

    /// Pairs sections by identity, finds deleted, inserted and moved sections, and sections whose
    /// model changed.
    ///
    /// - Throws: ``Diff/Error/duplicateSection(section:)`` when either list repeats an identity.
    @inlinable
    internal mutating func matchSections() throws(Diff.Error) {
        let initialCount = initialSections.count
        let finalCount = finalSections.count
        // Initial sections map to their index; a final section replaces that with the complement
        // of its own index, so that a repeated final identity finds a negative entry.
        var indexOfIdentity = [Section.Identity: Int](minimumCapacity: initialCount)
        for index in 0..<initialCount {
            let section = initialSections[index]
            if indexOfIdentity.updateValue(index, forKey: section.identity) != nil {
                throw .duplicateSection(section: section)
            }
        }
        sectionTarget = Array(repeating: -1, count: initialCount)
        sectionSource = Array(repeating: -1, count: finalCount)
        for index in 0..<finalCount {
            let section = finalSections[index]
            // One hash per section: the entry becomes the complement of the final index.
            if let source = indexOfIdentity.updateValue(~index, forKey: section.identity) {
                guard source >= 0 else { throw .duplicateSection(section: section) }
                sectionTarget[source] = index
                sectionSource[index] = source
            } else {
                insertedSections.append(index)
            }
        }

        sectionIndexAfterDeletes = Array(repeating: -1, count: initialCount)
        sectionModelChanged = Array(repeating: false, count: initialCount)
        var survivorTargets: [Int] = []
        survivorTargets.reserveCapacity(initialCount)
        for index in 0..<initialCount {
            let target = sectionTarget[index]
            guard target >= 0 else {
                deletedSections.append(index)
                continue
            }
            sectionIndexAfterDeletes[index] = survivorTargets.count
            survivorTargets.append(target)
            if let modelsAreEqual, !modelsAreEqual(initialSections[index], finalSections[target]) {
                sectionModelChanged[index] = true
            }
        }

        sectionIsMoved = Array(repeating: false, count: initialCount)
        // Sections that kept their order, the common case, need no search for moves.
        guard zip(survivorTargets, survivorTargets.dropFirst()).contains(where: { $0 > $1 }) else { return }
        var order = LongestIncreasingSubsequence()
        survivorTargets.withUnsafeBufferPointer { _ = order.mark($0) }
        for index in 0..<initialCount {
            let rank = sectionIndexAfterDeletes[index]
            guard rank >= 0, !order.isMember[rank] else { continue }
            sectionIsMoved[index] = true
            movedSections.append((from: rank, to: sectionTarget[index]))
        }
    }

    /// Pairs items by identity across all sections of both lists, with one hash table.
    ///
    /// Every initial identity goes into the table, which finds repeats among them. Most final
    /// items then need no lookup: the items of a surviving section mostly keep their order, so a
    /// final item is first looked for among the next few items of its section's initial copy,
    /// just after the last one paired, then at the item just before that one (for a section in
    /// reverse order); only the others are looked up, in one batch per section. An initial item
    /// paired twice is a repeated final identity.
    ///
    /// - Throws: ``Diff/Error/duplicateItem(item:)`` when either list repeats an item identity,
    ///   in one section or across sections.
    @inlinable
    internal mutating func matchItems() throws(Diff.Error) {
        initialStart.reserveCapacity(initialSections.count + 1)
        var initialCount = 0
        for section in initialSections {
            initialStart.append(initialCount)
            initialCount += section.items.count
        }
        initialStart.append(initialCount)

        finalItems.reserveCapacity(finalSections.count)
        finalStart.reserveCapacity(finalSections.count + 1)
        var finalCount = 0
        var largestFinalSection = 0
        for section in finalSections {
            let items = section.items
            finalStart.append(finalCount)
            finalItems.append(items)
            finalCount += items.count
            largestFinalSection = max(largestFinalSection, items.count)
        }
        finalStart.append(finalCount)

        // Initial items get numbers 0..<initialCount, equal to their flat index; final items
        // found nowhere else get larger numbers, so that a repeated final identity finds one.
        var table = IdentityTable<Item.Identity>(capacity: initialCount + finalCount)
        defer { table.deallocate() }
        for section in initialSections {
            try section.items.withUnsafeBufferPointer { items throws(Diff.Error) in
                try table.insert(identitiesOf: items) { index, _ throws(Diff.Error) in
                    throw .duplicateItem(item: items[index])
                }
            }
        }

        var matched = 0
        var itemTarget = [Int64](repeating: -1, count: initialCount)
        var itemSource = [Int](repeating: -1, count: finalCount)
        // The final items of one section that pairing in order left for the table.
        let lookedUp = UnsafeMutablePointer<Int>.allocate(capacity: max(largestFinalSection, 1))
        defer { lookedUp.deallocate() }
        try itemTarget.withUnsafeMutableBufferPointer { targets throws(Diff.Error) in
            try itemSource.withUnsafeMutableBufferPointer { sources throws(Diff.Error) in
                for section in finalItems.indices {
                    let flat = finalStart[section]
                    try finalItems[section].withUnsafeBufferPointer { items throws(Diff.Error) in
                        let source = sectionSource[section]
                        var lookedUpCount = 0
                        if source >= 0 {
                            try initialSections[source].items.withUnsafeBufferPointer {
                                initialItems throws(Diff.Error) in
                                let base = initialStart[source]
                                var next = 0
                                // The item before the last one paired, for runs in reverse order
                                // (a list sorted the other way); at first the last item.
                                var previous = initialItems.count - 1
                                // After many misses in a row (a section shuffled or replaced),
                                // compare with one initial item only, until pairs come back.
                                var misses = 0
                                for index in items.indices {
                                    let identity = items[index].identity
                                    var candidate = next
                                    let reach = misses < Self.pairingReach * 2 ? Self.pairingReach : 1
                                    let end = min(initialItems.count, next + reach)
                                    while candidate < end && initialItems[candidate].identity != identity {
                                        candidate += 1
                                    }
                                    if candidate == end {
                                        guard previous >= 0, initialItems[previous].identity == identity else {
                                            lookedUp[lookedUpCount] = index
                                            lookedUpCount += 1
                                            misses += 1
                                            continue
                                        }
                                        candidate = previous
                                    }
                                    misses = 0
                                    // Initial identities are distinct, so an initial item paired
                                    // already means a repeated final identity.
                                    guard targets[base + candidate] < 0 else {
                                        throw .duplicateItem(item: items[index])
                                    }
                                    targets[base + candidate] = Self.packedPath(section: section, item: index)
                                    sources[flat + index] = base + candidate
                                    matched += 1
                                    next = candidate + 1
                                    previous = candidate - 1
                                }
                            }
                        } else {
                            for index in items.indices { lookedUp[index] = index }
                            lookedUpCount = items.count
                        }
                        try table.insert(count: lookedUpCount, identityAt: { items[lookedUp[$0]].identity }) {
                            position, source throws(Diff.Error) in
                            let index = lookedUp[position]
                            guard source < initialCount, targets[source] < 0 else {
                                throw .duplicateItem(item: items[index])
                            }
                            targets[source] = Self.packedPath(section: section, item: index)
                            sources[flat + index] = source
                            matched += 1
                        }
                    }
                }
            }
        }
        self.itemTarget = itemTarget
        self.itemSource = itemSource
        matchedItemCount = matched
    }

    /// How many initial items past the last one paired a final item is compared with before it
    /// is looked up in the table: enough to step over a few deleted or moved items. After twice
    /// as many misses in a row, one.
    @inlinable
    internal static var pairingReach: Int { 8 }
}
