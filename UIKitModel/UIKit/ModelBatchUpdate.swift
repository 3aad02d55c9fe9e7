/// One batch of updates, gathered from the calls made inside it, checked by UIKit's rules, and the map from the
/// index paths before the update to those after it.
///
/// The rules, from Apple's documentation of `performBatchUpdates(_:completion:)` ("deletes and reloads use the
/// indexes before the update, inserts the indexes after it; section operations come before row operations"):
/// section deletes, reloads and move sources name sections that exist before the update, inserts and move
/// destinations sections that exist after it; no section is named twice as a source (deleted, reloaded, moved from)
/// or twice as a destination (inserted, moved to); the number of sections after the update is the number before,
/// minus deletes, plus inserts. Rows (items) likewise, inside sections that survive the update unreloaded: a
/// surviving section's count after the update is its count before, minus deletes and moves out, plus inserts and
/// moves in. The model is stricter than UIKit may be in one place: a row operation in a section that is deleted,
/// inserted or reloaded in the same batch is a broken rule here.
struct ModelBatchUpdate {
    let nouns: ModelListNouns
    let oldCounts: [Int]
    private(set) var deletedSections = Set<Int>()
    private(set) var insertedSections = Set<Int>()
    private(set) var reloadedSections = Set<Int>()
    private(set) var sectionMoveTargets: [Int: Int] = [:]
    private(set) var sectionMoveSources: [Int: Int] = [:]
    private(set) var deletedItems = Set<IndexPath>()
    private(set) var insertedItems = Set<IndexPath>()
    private(set) var reloadedItems = Set<IndexPath>()
    private(set) var reconfiguredItems = Set<IndexPath>()
    private(set) var itemMoveTargets: [IndexPath: IndexPath] = [:]
    private(set) var itemMoveSources: [IndexPath: IndexPath] = [:]
    /// The first rule a call broke while gathering (a duplicate or conflicting operation).
    private(set) var gatheringError: String?
    /// For each section before the update, its index after it (`nil`: deleted).
    private var sectionMap: [Int?] = []
    /// For each section after the update, the section before it that it continues (`nil`: inserted).
    private var inverseSectionMap: [Int?] = []
    /// Per section before the update: its rows that leave their place (deleted or moved), sorted.
    private var leavingRows: [Int: [Int]] = [:]
    /// Per section after the update: its rows that are placed explicitly (inserted or moved to), sorted.
    private var placedRows: [Int: [Int]] = [:]

    init(_ updates: [ModelListUpdate], oldCounts: [Int], nouns: ModelListNouns) {
        self.nouns = nouns
        self.oldCounts = oldCounts
        for update in updates { gather(update) }
    }

    private mutating func fail(_ message: String) {
        if gatheringError == nil { gatheringError = message }
    }

    private func describe(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    private mutating func gather(_ update: ModelListUpdate) {
        switch update {
        case .deleteSections(let sections):
            for section in sections { addSectionSource(section, verb: "delete") { $0.deletedSections.insert(section) } }
        case .reloadSections(let sections):
            for section in sections {
                addSectionSource(section, verb: "reload") { $0.reloadedSections.insert(section) }
            }
        case .insertSections(let sections):
            for section in sections {
                if insertedSections.contains(section) || sectionMoveSources[section] != nil {
                    fail("attempt to perform an insert and a move to the same section (\(section))")
                }
                insertedSections.insert(section)
            }
        case .moveSection(let from, let to):
            addSectionSource(from, verb: "move") { $0.sectionMoveTargets[from] = to }
            if insertedSections.contains(to) || sectionMoveSources[to] != nil {
                fail("attempt to perform an insert and a move to the same section (\(to))")
            }
            sectionMoveSources[to] = from
        case .deleteItems(let indexPaths):
            for indexPath in indexPaths {
                addItemSource(indexPath, verb: "delete") { $0.deletedItems.insert(indexPath) }
            }
        case .reloadItems(let indexPaths):
            for indexPath in indexPaths {
                addItemSource(indexPath, verb: "reload") { $0.reloadedItems.insert(indexPath) }
            }
        case .reconfigureItems(let indexPaths):
            for indexPath in indexPaths { reconfiguredItems.insert(indexPath) }
        case .insertItems(let indexPaths):
            for indexPath in indexPaths {
                if insertedItems.contains(indexPath) || itemMoveSources[indexPath] != nil {
                    fail(
                        "attempt to insert the same index path twice, or to insert and move to it (\(describe(indexPath)))"
                    )
                }
                insertedItems.insert(indexPath)
            }
        case .moveItem(let from, let to):
            addItemSource(from, verb: "move") { $0.itemMoveTargets[from] = to }
            if insertedItems.contains(to) || itemMoveSources[to] != nil {
                fail("attempt to perform an insert and a move to the same index path (\(describe(to)))")
            }
            itemMoveSources[to] = from
        }
    }

    /// A section named as a source (deleted, reloaded, moved from) may be named once.
    private mutating func addSectionSource(_ section: Int, verb: String, _ add: (inout Self) -> Void) {
        let uses = [
            deletedSections.contains(section), reloadedSections.contains(section), sectionMoveTargets[section] != nil,
        ]
        if uses.contains(true) {
            fail("attempt to \(verb) section \(section), which is already being deleted, reloaded or moved")
        }
        add(&self)
    }

    /// An index path named as a source (deleted, reloaded, moved from) may be named once.
    private mutating func addItemSource(_ indexPath: IndexPath, verb: String, _ add: (inout Self) -> Void) {
        if deletedItems.contains(indexPath) || reloadedItems.contains(indexPath) || itemMoveTargets[indexPath] != nil {
            fail(
                "attempt to \(verb) index path \(describe(indexPath)), which is already being deleted, reloaded or moved"
            )
        }
        add(&self)
    }

    /// The first broken rule given the data source's counts after the update, or `nil`; builds the index map.
    mutating func check(newCounts: [Int]) -> String? {
        if let gatheringError { return gatheringError }
        let oldSections = oldCounts.count
        let newSections = newCounts.count
        for section in deletedSections.sorted() where section >= oldSections {
            return "attempt to delete section \(section), but there are only \(oldSections) sections before the update"
        }
        for section in reloadedSections.sorted() where section >= oldSections {
            return "attempt to reload section \(section), but there are only \(oldSections) sections before the update"
        }
        for (from, to) in sectionMoveTargets.sorted(by: { $0.key < $1.key }) {
            if from >= oldSections {
                return "attempt to move section \(from), but there are only \(oldSections) sections before the update"
            }
            if to >= newSections {
                return "attempt to move section \(from) to section \(to), but there are only \(newSections) sections "
                    + "after the update"
            }
        }
        for section in insertedSections.sorted() where section >= newSections {
            return "attempt to insert section \(section) but there are only \(newSections) sections after the update"
        }
        let expectedSections = oldSections - deletedSections.count + insertedSections.count
        if newSections != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the "
                + "\(nouns.view) after the update (\(newSections)) must be equal to the number of sections contained "
                + "in the \(nouns.view) before the update (\(oldSections)), plus or minus the number of sections "
                + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        buildSectionMap(newSections: newSections)
        if let error = checkItemIndexes(newCounts: newCounts) { return error }
        return checkItemCounts(newCounts: newCounts)
    }

    /// Unmoved, undeleted sections fill the places after the update that no insert or move claims, in order.
    private mutating func buildSectionMap(newSections: Int) {
        sectionMap = Array(repeating: nil, count: oldCounts.count)
        for (from, to) in sectionMoveTargets { sectionMap[from] = to }
        let inserted = insertedSections
        let moveSources = sectionMoveSources
        var free = (0..<newSections).lazy.filter { !inserted.contains($0) && moveSources[$0] == nil }.makeIterator()
        for section in oldCounts.indices where !deletedSections.contains(section) && sectionMoveTargets[section] == nil
        {
            sectionMap[section] = free.next()
        }
        inverseSectionMap = Array(repeating: nil, count: newSections)
        for (old, new) in sectionMap.enumerated() {
            if let new { inverseSectionMap[new] = old }
        }
    }

    /// Whether rows of the section before the update keep their identity (it survives, not reloaded).
    private func survives(oldSection section: Int) -> Bool {
        oldCounts.indices.contains(section) && sectionMap[section] != nil && !reloadedSections.contains(section)
    }

    /// Whether the section after the update holds rows from before it (not inserted, not a reloaded one).
    private func survives(newSection section: Int, newCounts: [Int]) -> Bool {
        guard newCounts.indices.contains(section), !insertedSections.contains(section) else { return false }
        return inverseSectionMap[section].map { !reloadedSections.contains($0) } ?? false
    }

    private mutating func checkItemIndexes(newCounts: [Int]) -> String? {
        let singular = nouns.singular
        func checkOld(_ indexPath: IndexPath, _ verb: String, _ preposition: String) -> String? {
            let section = indexPath.section
            let row = indexPath.last ?? 0
            guard oldCounts.indices.contains(section) else {
                return "attempt to \(verb) \(singular) \(row) \(preposition) section \(section), but there are only "
                    + "\(oldCounts.count) sections before the update"
            }
            guard survives(oldSection: section) else {
                return
                    "attempt to \(verb) \(singular) \(row) \(preposition) section \(section), which is being deleted "
                    + "or reloaded in the same update"
            }
            guard row < oldCounts[section] else {
                return "attempt to \(verb) \(singular) \(row) \(preposition) section \(section) which only contains "
                    + "\(oldCounts[section]) \(nouns.plural) before the update"
            }
            return nil
        }
        func checkNew(_ indexPath: IndexPath, _ verb: String) -> String? {
            let section = indexPath.section
            let row = indexPath.last ?? 0
            guard newCounts.indices.contains(section) else {
                return "attempt to \(verb) \(singular) \(row) into section \(section), but there are only "
                    + "\(newCounts.count) sections after the update"
            }
            guard survives(newSection: section, newCounts: newCounts) else {
                return "attempt to \(verb) \(singular) \(row) into section \(section), which is being inserted or "
                    + "reloaded in the same update"
            }
            guard row < newCounts[section] else {
                return "attempt to \(verb) \(singular) \(row) into section \(section), but there are only "
                    + "\(newCounts[section]) \(nouns.plural) in section \(section) after the update"
            }
            return nil
        }
        for indexPath in deletedItems.sorted() { if let error = checkOld(indexPath, "delete", "from") { return error } }
        for indexPath in reloadedItems.sorted() { if let error = checkOld(indexPath, "reload", "in") { return error } }
        for indexPath in reconfiguredItems.sorted() {
            if let error = checkOld(indexPath, "reconfigure", "in") { return error }
            if deletedItems.contains(indexPath) || reloadedItems.contains(indexPath)
                || itemMoveTargets[indexPath] != nil
            {
                return "attempt to reconfigure index path \(describe(indexPath)), which is also being deleted, "
                    + "reloaded or moved"
            }
        }
        for (from, to) in itemMoveTargets.sorted(by: { $0.key < $1.key }) {
            if let error = checkOld(from, "move", "from") ?? checkNew(to, "move") { return error }
        }
        for indexPath in insertedItems.sorted() { if let error = checkNew(indexPath, "insert") { return error } }
        return nil
    }

    private mutating func checkItemCounts(newCounts: [Int]) -> String? {
        var deleted: [Int: Int] = [:]
        var inserted: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        for indexPath in deletedItems {
            deleted[indexPath.section, default: 0] += 1
            leavingRows[indexPath.section, default: []].append(indexPath.last!)
        }
        for indexPath in insertedItems {
            inserted[indexPath.section, default: 0] += 1
            placedRows[indexPath.section, default: []].append(indexPath.last!)
        }
        for (from, to) in itemMoveTargets {
            leavingRows[from.section, default: []].append(from.last!)
            placedRows[to.section, default: []].append(to.last!)
            if sectionMap[from.section] != to.section {
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
            }
        }
        for key in leavingRows.keys { leavingRows[key]!.sort() }
        for key in placedRows.keys { placedRows[key]!.sort() }
        for (old, new) in sectionMap.enumerated() {
            guard let new, !reloadedSections.contains(old) else { continue }
            let before = oldCounts[old]
            let after = newCounts[new]
            let ins = inserted[new, default: 0]
            let del = deleted[old, default: 0]
            let into = movedIn[new, default: 0]
            let out = movedOut[old, default: 0]
            if after != before + ins - del + into - out {
                let plural = nouns.plural
                return "Invalid update: invalid number of \(plural) in section \(new). The number of \(plural) "
                    + "contained in an existing section after the update (\(after)) must be equal to the number of "
                    + "\(plural) contained in that section before the update (\(before)), plus or minus the number of "
                    + "\(plural) inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or "
                    + "minus the number of \(plural) moved into or out of that section (\(into) moved in, \(out) moved "
                    + "out)."
            }
        }
        return nil
    }

    /// Where the row at `indexPath` before the update is after it, or `nil` if it does not survive (deleted, in a
    /// deleted or reloaded section). A reloaded row keeps its place: ask `isReloaded` to know it needs a new cell.
    /// Valid after `check(newCounts:)` returned `nil`.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section
        guard survives(oldSection: section), let row = indexPath.last else { return nil }
        if deletedItems.contains(indexPath) { return nil }
        if let target = itemMoveTargets[indexPath] { return target }
        let leaving = leavingRows[section] ?? []
        var newRow = row - Self.countBelow(row, in: leaving)
        let newSection = sectionMap[section]!
        for placed in placedRows[newSection] ?? [] where placed <= newRow { newRow += 1 }
        var result = indexPath
        result.section = newSection
        result[result.count - 1] = newRow
        return result
    }

    /// Where the section before the update is after it, or `nil` if deleted or reloaded (its views are made anew).
    /// Valid after `check(newCounts:)` returned `nil`.
    func newSection(for section: Int) -> Int? {
        guard oldCounts.indices.contains(section), !reloadedSections.contains(section) else { return nil }
        return sectionMap[section]
    }

    /// Whether the row at `indexPath` before the update gets a new cell (reloaded).
    func isReloaded(_ indexPath: IndexPath) -> Bool { reloadedItems.contains(indexPath) }

    /// Whether the row at `indexPath` before the update keeps its cell but is configured again.
    func isReconfigured(_ indexPath: IndexPath) -> Bool { reconfiguredItems.contains(indexPath) }

    /// How many of the sorted `values` are below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
