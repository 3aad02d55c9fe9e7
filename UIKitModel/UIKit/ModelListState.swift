/// The state UIKit keeps for a table or collection view: its own counts, the batch being recorded, the cells shown
/// and the cells waiting for reuse, and the selection.
@MainActor final class ModelListState {
    /// The words of UIKit's messages.
    let nouns: ModelListNouns
    private var knownCounts: [Int]?
    private var batchDepth = 0
    private var batch: [ModelListUpdate] = []
    private var visible: [IndexPath: UIView] = [:]
    /// The header views shown, by section.
    var headers: [Int: UIView] = [:]
    private var reusable: [String: [UIView]] = [:]
    /// Cells that left in the batch being applied; they become reusable when its animation finishes.
    private var leaving: [(identifier: String, cell: UIView)] = []
    /// The cell that dequeue hands back while its row is reconfigured.
    private var reconfiguring: UIView?
    /// The selected index paths, in the order they were selected.
    var selected: [IndexPath] = []

    init(nouns: ModelListNouns) { self.nouns = nouns }

    /// The counts, asked from the data source if not known.
    func counts(_ host: some ModelListHost) -> [Int] {
        if let knownCounts { return knownCounts }
        let sections = host.modelNumberOfSections()
        let counts = (0..<max(sections, 0)).map { host.modelNumberOfItems(inSection: $0) }
        knownCounts = counts
        return counts
    }

    /// `reloadData()`: forgets counts, cells and selection; lays out again if the view is in a window.
    func invalidate(_ host: some ModelListHost) {
        for (indexPath, cell) in visible.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath, host) }
        visible = [:]
        headers = [:]
        knownCounts = nil
        selected = []
        if host.window != nil { layout(host) }
    }

    /// A cell waiting for reuse with `identifier`, if any; while a row is reconfigured, its own cell.
    func takeReusable(_ identifier: String) -> UIView? {
        if let cell = reconfiguring { return cell }
        return reusable[identifier]?.popLast()
    }

    /// Whether dequeue is handing back a reconfigured row's own cell (which UIKit does not prepare for reuse).
    var isReconfiguring: Bool { reconfiguring != nil }

    /// The cell shown at `indexPath`.
    func visibleCell(at indexPath: IndexPath) -> UIView? { visible[indexPath] }

    /// The index path a shown cell is at.
    func indexPath(of cell: UIView) -> IndexPath? { visible.first { $0.value === cell }?.key }

    /// The shown cells, in index path order.
    func visibleCells() -> [UIView] { visible.sorted { $0.key < $1.key }.map(\.value) }

    /// The shown index paths, in order.
    func visibleIndexPaths() -> [IndexPath] { visible.keys.sorted() }

    /// Whether a batch is being recorded.
    var hasOpenBatch: Bool { batchDepth > 0 }

    /// Opens a batch (batches nest).
    func beginBatch(_ host: some ModelListHost) {
        if batchDepth == 0 { _ = counts(host) }
        batchDepth += 1
    }

    /// Records one update; outside a batch it is a batch of its own, as in UIKit.
    func record(_ host: some ModelListHost, _ update: ModelListUpdate) {
        guard batchDepth > 0 else {
            beginBatch(host)
            batch.append(update)
            endBatch(host, completion: nil)
            return
        }
        batch.append(update)
    }

    /// Closes a batch; the outermost applies it and schedules `completion`.
    func endBatch(_ host: some ModelListHost, completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else {
            UIKitModel.reportInternalInconsistency("Invalid update: endUpdates called without beginUpdates")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0 else {
            if let completion { UIKitModel.animate { completion(true) } }
            return
        }
        let updates = batch
        batch = []
        apply(updates, host)
        if let completion { UIKitModel.animate { completion(true) } }
    }

    /// Applies a batch: asks the data source for its counts after the update, checks the batch against the counts
    /// before it by UIKit's rules (`ModelBatchUpdate`), then moves each surviving cell to its new index path, retires
    /// the cells of deleted and reloaded rows, and lays out (which makes the cells of inserted and reloaded rows).
    /// On a broken rule it reports UIKit's message and, if the handler returns, starts again from the data source
    /// (as `reloadData()` does).
    private func apply(_ updates: [ModelListUpdate], _ host: some ModelListHost) {
        let oldCounts = counts(host)
        let sections = max(host.modelNumberOfSections(), 0)
        let newCounts = (0..<sections).map { host.modelNumberOfItems(inSection: $0) }
        var update = ModelBatchUpdate(updates, oldCounts: oldCounts, nouns: nouns)
        if let error = update.check(newCounts: newCounts) {
            UIKitModel.reportInternalInconsistency(error)
            invalidate(host)
            return
        }
        remap(host, update, newCounts: newCounts)
    }

    /// A move the user made by dragging: the view moves its own row and cell, with no count check against the data
    /// source (which learns of the move afterwards).
    func moveByUser(_ host: some ModelListHost, from source: IndexPath, to destination: IndexPath) {
        var newCounts = counts(host)
        guard newCounts.indices.contains(source.section), newCounts.indices.contains(destination.section) else {
            return
        }
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        var update = ModelBatchUpdate([.moveItem(source, destination)], oldCounts: counts(host), nouns: nouns)
        if let error = update.check(newCounts: newCounts) {
            UIKitModel.reportInternalInconsistency(error)
            return
        }
        remap(host, update, newCounts: newCounts)
    }

    private func remap(_ host: some ModelListHost, _ update: ModelBatchUpdate, newCounts: [Int]) {
        var kept: [IndexPath: UIView] = [:]
        var reconfigured: [IndexPath] = []
        var gone: [(IndexPath, UIView)] = []
        for (old, cell) in visible {
            if let new = update.newIndexPath(for: old), !update.isReloaded(old) {
                kept[new] = cell
                if update.isReconfigured(old) { reconfigured.append(new) }
            } else {
                gone.append((old, cell))
            }
        }
        for (old, cell) in gone.sorted(by: { $0.0 < $1.0 }) { retire(cell, at: old, host, afterAnimation: true) }
        reconfigured.sort()
        visible = kept
        headers = Dictionary(
            uniqueKeysWithValues: headers.compactMap { old, view in update.newSection(for: old).map { ($0, view) } })
        selected = selected.compactMap { update.isReloaded($0) ? nil : update.newIndexPath(for: $0) }
        knownCounts = newCounts
        for indexPath in reconfigured {
            reconfiguring = visible[indexPath]
            _ = host.modelMakeCell(at: indexPath)
            reconfiguring = nil
        }
        layout(host)
        let left = leaving
        leaving = []
        if !left.isEmpty {
            UIKitModel.animate { [self] in
                for (identifier, cell) in left { reusable[identifier, default: []].append(cell) }
            }
        }
    }

    /// Shows the cells of the rows in the bounds: keeps those already shown, asks the data source for new ones
    /// (then `willDisplay`), and retires those that left (`didEndDisplaying`, then the reuse queue).
    func layout(_ host: some ModelListHost) {
        let (wanted, sections) = inBounds(host)
        layoutHeaders(host, sections)
        // Only the rows that come or go are sorted (for the order of delegate calls): most stay.
        for indexPath in visible.keys.filter({ !wanted.contains($0) }).sorted() {
            let cell = visible.removeValue(forKey: indexPath)!
            retire(cell, at: indexPath, host)
        }
        for indexPath in wanted.filter({ visible[$0] == nil }).sorted() {
            let cell = host.modelMakeCell(at: indexPath)
            visible[indexPath] = cell
            if selected.contains(indexPath) {
                (cell as? UITableViewCell)?.isSelected = true
                (cell as? UICollectionViewCell)?.isSelected = true
            }
            host.modelWillDisplay(cell, at: indexPath)
        }
    }

    /// Tells the delegate the cell is no longer shown and queues it for reuse: at once, or — for a cell that leaves
    /// in a batch update — when the animation finishes, so that a reloaded row gets another cell, as in UIKit.
    private func retire(
        _ cell: UIView, at indexPath: IndexPath, _ host: some ModelListHost, afterAnimation: Bool = false
    ) {
        host.modelDidEndDisplaying(cell, at: indexPath)
        guard let identifier = host.modelReuseIdentifier(of: cell) else { return }
        if afterAnimation {
            leaving.append((identifier, cell))
        } else {
            reusable[identifier, default: []].append(cell)
        }
    }

    /// The index paths whose rows overlap the bounds, each row `modelItemHeight` tall, sections one after another
    /// (headers take no space), and the sections that start or have a row in the bounds.
    private func inBounds(_ host: some ModelListHost) -> (rows: Set<IndexPath>, sections: [Int]) {
        let height = host.modelItemHeight
        let top = host.contentOffset.y
        let bottom = top + host.bounds.height
        guard height > 0, bottom > top else { return ([], []) }
        var result: Set<IndexPath> = []
        var sections: [Int] = []
        var sectionTop: CGFloat = 0
        for (section, count) in counts(host).enumerated() {
            let sectionBottom = sectionTop + CGFloat(count) * height
            defer { sectionTop = sectionBottom }
            if sectionTop >= bottom { break }
            if sectionBottom <= top && !(count == 0 && sectionTop >= top) { continue }
            sections.append(section)
            let first = max(0, Int(((top - sectionTop) / height).rounded(.down)))
            let last = min(count - 1, Int(((bottom - sectionTop) / height).rounded(.up)) - 1)
            if first <= last {
                for row in first...last { result.insert(IndexPath(item: row, section: section)) }
            }
        }
        return (result, sections)
    }
}
