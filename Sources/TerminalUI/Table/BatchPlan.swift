import SectionedData

/// How the terminal table shows one batch update while it animates: the lines before and after
/// the batch merged into one list, and where each row went.
///
/// A terminal cannot overlap a row fading out with the row taking its place, as UIKit does, so
/// the animated table shows both: the rows the batch deletes stay, struck through, where they
/// were, between the rows that stay; inserted rows appear where they will be. The rows (and
/// sections) that neither the batch deletes nor moves keep their order before and after, so they
/// pair up in order and anchor the merge: between two anchors come first the removed lines, then
/// the new ones.
///
/// ```swift
/// var shape = BatchShape(originalCounts: [3], finalCounts: [3])
/// shape.deletedItems = [ItemPath(sectionIndex: 0, itemIndex: 0)]
/// shape.insertedItems = [ItemPath(sectionIndex: 0, itemIndex: 2)]
/// BatchPlan(shape).lines()
/// // header 0, removed row [0, 0] (deleted), row [0, 0], row [0, 1], row [0, 2] (inserted)
/// ```
public struct BatchPlan: Sendable {
    /// What happens to a section or row that exists before the batch.
    private enum Fate: UInt8, Sendable {
        case kept
        case updated
        case deleted
        case movedAway
    }

    /// Where a section or row that exists after the batch comes from.
    private enum Origin: UInt8, Sendable {
        case kept
        case inserted
        case movedHere
    }

    /// The shape planned.
    public let shape: BatchShape

    private var sectionFates: [Fate]
    private var sectionOrigins: [Origin]
    /// For each section after the batch, its index before, unless it is inserted.
    private var sectionSources: [Int?]
    private var rowFates: [[Fate]]
    private var rowOrigins: [[Origin]]

    /// Works out the plan of a batch.
    ///
    /// - Parameter shape: The batch's positions; they must follow UIKit's rules.
    /// - Complexity: O(*n*) in the number of sections and rows before and after.
    public init(_ shape: BatchShape) {
        self.shape = shape
        sectionFates = Array(repeating: .kept, count: shape.originalCounts.count)
        sectionOrigins = Array(repeating: .kept, count: shape.finalCounts.count)
        sectionSources = Array(repeating: nil, count: shape.finalCounts.count)
        rowFates = shape.originalCounts.map { Array(repeating: .kept, count: $0) }
        rowOrigins = shape.finalCounts.map { Array(repeating: .kept, count: $0) }
        for section in shape.deletedSections where sectionFates.indices.contains(section) {
            sectionFates[section] = .deleted
        }
        for section in shape.updatedSections where sectionFates.indices.contains(section) {
            if sectionFates[section] == .kept { sectionFates[section] = .updated }
        }
        for section in shape.insertedSections where sectionOrigins.indices.contains(section) {
            sectionOrigins[section] = .inserted
        }
        for move in shape.movedSections
        where sectionFates.indices.contains(move.from) && sectionOrigins.indices.contains(move.to) {
            sectionFates[move.from] = .movedAway
            sectionOrigins[move.to] = .movedHere
            sectionSources[move.to] = move.from
        }
        for path in shape.deletedItems where Self.contains(rowFates, path) {
            rowFates[path.sectionIndex][path.itemIndex] = .deleted
        }
        for path in shape.updatedItems where Self.contains(rowFates, path) {
            if rowFates[path.sectionIndex][path.itemIndex] == .kept {
                rowFates[path.sectionIndex][path.itemIndex] = .updated
            }
        }
        for path in shape.insertedItems where Self.contains(rowOrigins, path) {
            rowOrigins[path.sectionIndex][path.itemIndex] = .inserted
        }
        for move in shape.movedItems where Self.contains(rowFates, move.from) && Self.contains(rowOrigins, move.to) {
            rowFates[move.from.sectionIndex][move.from.itemIndex] = .movedAway
            rowOrigins[move.to.sectionIndex][move.to.itemIndex] = .movedHere
        }
        // Sections that stay in place pair up in order.
        var original = 0
        for section in sectionOrigins.indices where sectionOrigins[section] == .kept {
            while original < sectionFates.count && !Self.isAnchor(sectionFates[original]) { original += 1 }
            guard original < sectionFates.count else { break }
            sectionSources[section] = original
            original += 1
        }
    }

    /// The lines of the table while the batch animates: every line after the batch, each with
    /// what happened to it, and the removed headers and rows where they were.
    ///
    /// Rows of an inserted section count as inserted and rows of a moved section as moved; a
    /// deleted section leaves its header and all its rows as removed lines.
    ///
    /// - Returns: The merged lines.
    /// - Complexity: O(*n*) in the number of sections and rows before and after.
    public func lines() -> [TableLine] {
        var lines: [TableLine] = []
        lines.reserveCapacity(shape.finalCounts.reduce(shape.finalCounts.count, +) + shape.deletedItems.count)
        Self.merge(
            fates: sectionFates,
            origins: sectionOrigins,
            removed: { original in
                lines.append(TableLine(.removedHeader(section: original), .deleted))
                for item in 0..<shape.originalCounts[original] {
                    lines.append(TableLine(.removedRow(ItemPath(sectionIndex: original, itemIndex: item)), .deleted))
                }
            },
            added: { section in appendSection(section, change: change(of: sectionOrigins[section]), to: &lines) },
            paired: { original, section in
                let change: RowChange = sectionFates[original] == .updated ? .updated : .unchanged
                appendSection(section, change: change, to: &lines)
            }
        )
        return lines
    }

    /// Where a row that existed before the batch is after it.
    ///
    /// - Parameter path: A position before the batch.
    /// - Returns: Its position after the batch, or `nil` when the batch deletes the row or the
    ///   position does not exist.
    /// - Complexity: O(*r*) in the number of rows of the row's section.
    public func finalPath(of path: ItemPath) -> ItemPath? {
        guard Self.contains(rowFates, path) else { return nil }
        switch rowFates[path.sectionIndex][path.itemIndex] {
        case .deleted:
            return nil
        case .movedAway:
            return shape.movedItems.first { $0.from == path }?.to
        case .kept, .updated:
            guard let section = sectionSources.firstIndex(of: path.sectionIndex) else { return nil }
            let anchorsBefore = rowFates[path.sectionIndex][..<path.itemIndex].lazy.filter(Self.isAnchor).count
            var seen = 0
            for (item, origin) in rowOrigins[section].enumerated() where origin == .kept {
                if seen == anchorsBefore { return ItemPath(sectionIndex: section, itemIndex: item) }
                seen += 1
            }
            return nil
        }
    }

    private func appendSection(_ section: Int, change sectionChange: RowChange, to lines: inout [TableLine]) {
        lines.append(TableLine(.header(section: section), sectionChange))
        let rowChange: RowChange = sectionChange == .updated ? .unchanged : sectionChange
        func row(_ item: Int, _ change: RowChange) -> TableLine {
            TableLine(.row(ItemPath(sectionIndex: section, itemIndex: item)), change)
        }
        guard let original = sectionSources[section] else {
            for item in 0..<shape.finalCounts[section] { lines.append(row(item, rowChange)) }
            return
        }
        Self.merge(
            fates: rowFates[original],
            origins: rowOrigins[section],
            removed: { item in
                lines.append(TableLine(.removedRow(ItemPath(sectionIndex: original, itemIndex: item)), .deleted))
            },
            added: { item in lines.append(row(item, change(of: rowOrigins[section][item]))) },
            paired: { originalItem, item in
                lines.append(row(item, rowFates[original][originalItem] == .updated ? .updated : rowChange))
            }
        )
    }

    private func change(of origin: Origin) -> RowChange {
        switch origin {
        case .kept: return .unchanged
        case .inserted: return .inserted
        case .movedHere: return .moved
        }
    }

    /// Walks two lists whose anchors pair up in order: before each anchor pair, the deleted
    /// entries of the first list (`removed`), then the new entries of the second (`added`).
    /// Entries moved away are skipped; they appear where they arrive, among the new ones.
    private static func merge(
        fates: [Fate],
        origins: [Origin],
        removed: (Int) -> Void,
        added: (Int) -> Void,
        paired: (Int, Int) -> Void
    ) {
        var original = 0
        var final = 0
        while original < fates.count || final < origins.count {
            while original < fates.count && !isAnchor(fates[original]) {
                if fates[original] == .deleted { removed(original) }
                original += 1
            }
            while final < origins.count && origins[final] != .kept {
                added(final)
                final += 1
            }
            if original < fates.count && final < origins.count {
                paired(original, final)
                original += 1
                final += 1
            } else if final < origins.count {
                // More anchors after the batch than before: positions that break UIKit's rules.
                added(final)
                final += 1
            } else if original < fates.count {
                original += 1
            }
        }
    }

    private static func isAnchor(_ fate: Fate) -> Bool {
        fate == .kept || fate == .updated
    }

    private static func contains<Mark>(_ marks: [[Mark]], _ path: ItemPath) -> Bool {
        marks.indices.contains(path.sectionIndex) && marks[path.sectionIndex].indices.contains(path.itemIndex)
    }
}
