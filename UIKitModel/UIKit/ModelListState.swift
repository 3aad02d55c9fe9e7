/// The state UIKit keeps for a table or collection view: its own counts, the batch being recorded, the cells shown
/// and the cells waiting for reuse, and the selection.
@MainActor final class ModelListState {
    /// "rows" or "items", as UIKit's messages say.
    let rowNoun: String
    /// "table view" or "collection view", as UIKit's messages say.
    let viewNoun: String
    private var knownCounts: [Int]?
    private var batchDepth = 0
    private var batch: [ModelListUpdate] = []
    private var visible: [IndexPath: UIView] = [:]
    private var reusable: [String: [UIView]] = [:]
    /// The selected index paths, in the order they were selected.
    var selected: [IndexPath] = []

    init(rowNoun: String, viewNoun: String) {
        self.rowNoun = rowNoun
        self.viewNoun = viewNoun
    }

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
        knownCounts = nil
        selected = []
        if host.window != nil { layout(host) }
    }

    /// A cell waiting for reuse with `identifier`, if any.
    func takeReusable(_ identifier: String) -> UIView? { reusable[identifier]?.popLast() }

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

    /// Applies a batch. Phase 1: forgets counts and cells (no checks yet).
    private func apply(_ updates: [ModelListUpdate], _ host: some ModelListHost) {
        invalidate(host)
    }

    /// Shows the cells of the rows in the bounds: keeps those already shown, asks the data source for new ones
    /// (then `willDisplay`), and retires those that left (`didEndDisplaying`, then the reuse queue).
    func layout(_ host: some ModelListHost) {
        let wanted = rowsInBounds(host)
        for (indexPath, cell) in visible.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            visible[indexPath] = nil
            retire(cell, at: indexPath, host)
        }
        for indexPath in wanted.sorted() where visible[indexPath] == nil {
            let cell = host.modelMakeCell(at: indexPath)
            visible[indexPath] = cell
            if selected.contains(indexPath) {
                (cell as? UITableViewCell)?.isSelected = true
                (cell as? UICollectionViewCell)?.isSelected = true
            }
            host.modelWillDisplay(cell, at: indexPath)
        }
    }

    private func retire(_ cell: UIView, at indexPath: IndexPath, _ host: some ModelListHost) {
        host.modelDidEndDisplaying(cell, at: indexPath)
        if let identifier = host.modelReuseIdentifier(of: cell) { reusable[identifier, default: []].append(cell) }
    }

    /// The index paths whose rows overlap the bounds, each row `modelItemHeight` tall, sections one after another.
    private func rowsInBounds(_ host: some ModelListHost) -> Set<IndexPath> {
        let height = host.modelItemHeight
        let top = host.contentOffset.y
        let bottom = top + host.bounds.height
        guard height > 0, bottom > top else { return [] }
        var result: Set<IndexPath> = []
        var sectionTop: CGFloat = 0
        for (section, count) in counts(host).enumerated() {
            let sectionBottom = sectionTop + CGFloat(count) * height
            defer { sectionTop = sectionBottom }
            if sectionBottom <= top { continue }
            if sectionTop >= bottom { break }
            let first = max(0, Int(((top - sectionTop) / height).rounded(.down)))
            let last = min(count - 1, Int(((bottom - sectionTop) / height).rounded(.up)) - 1)
            if first <= last {
                for row in first...last { result.insert(IndexPath(item: row, section: section)) }
            }
        }
        return result
    }
}
