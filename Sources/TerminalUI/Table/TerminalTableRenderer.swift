import SectionedData

/// A sectioned, animated table on the terminal: a `ListRenderer` that draws section headers and
/// rows into a ``ScreenBuffer`` and animates each batch update with ``RowAnimation``.
///
/// It reads what to show from its data source (any `SectionedAnimatedDataSource` or
/// `SectionedReloadDataSource` bound with `rx.items(dataSource:)`), one ``TerminalListCell`` per
/// visible row, so its cost per frame depends on the window, not on the number of rows. A batch update becomes a list of lines
/// (``BatchPlan``): deleted rows stay, fading and struck through, until they collapse; inserted
/// rows appear highlighted; moved rows are marked. The renderer calls the batch's completion when
/// ``advance(to:)`` sees the animation end, or at once when the animation is disabled, so the data
/// source starts no other update meanwhile.
///
/// The selection is a row of the data source's current sections. It follows its row through
/// updates, keeping its place on the screen, and is cleared when the row is deleted, as a table
/// view clears a deleted row's selection; the window then goes back to the top of the list.
/// Moving it reports the row it leaves through ``itemDeselectedEvents`` (`rx.itemDeselected`,
/// `rx.modelDeselected(_:)`), then the new position through ``itemSelectedEvents``
/// (`rx.itemSelected`, `rx.modelSelected(_:)`).
///
/// The app owns the frame loop: it draws after ``onNeedsDisplay`` and, while ``isAnimating``, on
/// every tick of its ``FrameClock``:
///
/// ```swift
/// let table = TerminalTableRenderer(animation: .standard, now: { clock.now })
/// table.onNeedsDisplay = { app.render() }
/// clock.onFrame = { now in
///     table.advance(to: now)
///     app.render()
///     return table.isAnimating
/// }
/// ```
@MainActor
public final class TerminalTableRenderer: SelectableListRenderer, DeselectableListRenderer {
    /// A batch update being animated.
    public struct Batch {
        /// When it started.
        public let start: Duration

        /// To call once when its animation ends.
        public let completion: @MainActor (Bool) -> Void

        /// The cells of the rows before the batch, for drawing deleted rows.
        public let removedCell: @MainActor (ItemPath) -> (any TerminalListCell)?

        /// The header titles before the batch, for drawing deleted sections.
        public let removedTitles: [String?]

        /// Whether deleted lines have collapsed (been taken out of the lines).
        public var hasCollapsed = false
    }

    /// Where the rows come from; held weakly, as `ListRenderer` requires.
    public weak var dataSource: (any ListRendererDataSource)?

    /// Whether the table is shown; when `false`, data sources reload instead of animating.
    public var isOnScreen = true

    /// How batch updates animate; ``RowAnimation/disabled`` for `--no-animation`.
    public var animation: RowAnimation

    /// Called when what the table shows changed: after a reload, a batch update, a selection
    /// move. The app draws a frame then.
    public var onNeedsDisplay: (@MainActor () -> Void)?

    /// The positions of the rows the user selects.
    public var itemSelectedEvents: RendererEvent<ItemPath> { selections }

    /// The positions of the rows the user's selection moves away from, each reported just before
    /// the new selection, as a single-selection table view reports them (`rx.itemDeselected`).
    public var itemDeselectedEvents: RendererEvent<ItemPath> { deselections }

    /// The lines shown: headers and rows, and while a batch animates, its deleted lines.
    public private(set) var lines = TableLines()

    /// The selected row, a position in the data source's current sections.
    public var selectedPath: ItemPath?

    /// The index in ``lines`` of the first line in the window.
    public var top = 0

    /// The number of lines the window shows.
    public var viewportHeight = 0

    /// The batch being animated.
    public private(set) var batch: Batch?

    /// The header titles of the data source's sections, as of the last update, for drawing the
    /// sections the next batch deletes.
    private var titles: [String?] = []

    /// Where ``itemSelectedEvents`` come from.
    public let selections = RendererEvent<ItemPath>()

    /// Where ``itemDeselectedEvents`` come from.
    public let deselections = RendererEvent<ItemPath>()

    /// The current time, read when a batch starts; the scale of ``advance(to:)``.
    public var now: @MainActor () -> Duration

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - animation: How batch updates animate.
    ///   - now: The current time, on the scale ``advance(to:)`` and the frame clock use.
    public init(
        animation: RowAnimation = .standard,
        now: @escaping @MainActor () -> Duration = FrameClock.monotonicNow
    ) {
        self.animation = animation
        self.now = now
    }

    /// Whether a batch is animating.
    public var isAnimating: Bool { batch != nil }

    /// Shows the data source's sections from scratch and clears the selection.
    public func reloadData() {
        let running = batch
        batch = nil
        lines = TableLines(settledCounts: currentCounts())
        titles = currentTitles()
        if selectedPath != nil {
            // The selected row is gone: start again from the top, as the selection does.
            selectedPath = nil
            top = 0
        }
        clampTop()
        onNeedsDisplay?()
        running?.completion(false)
    }

    /// Starts animating one stage of a change; see `ListRenderer`.
    ///
    /// - Parameters:
    ///   - changeset: The stage; the data source already holds its final sections.
    ///   - animation: The requested animation styles; the terminal table has one animation of its
    ///     own and ignores them.
    ///   - completion: Called when the animation ends, at once when animation is disabled.
    public func performBatchUpdates<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if let running = batch {
            // The data source never overlaps updates; if another caller does, end the first.
            batch = nil
            running.completion(false)
        }
        let plan = BatchPlan(BatchShape(changeset))
        let anchor = selectionAnchor()
        let hadSelection = selectedPath != nil
        selectedPath = selectedPath.flatMap(plan.finalPath(of:))
        // When the selected row leaves, the window goes back to the top of the list.
        if hadSelection && selectedPath == nil { top = 0 }
        let removedTitles = titles
        titles = currentTitles()
        guard self.animation.duration > .zero else {
            lines = TableLines(settledCounts: currentCounts())
            restore(anchor)
            onNeedsDisplay?()
            completion(true)
            return
        }
        batch = Batch(
            start: now(),
            completion: completion,
            removedCell: removedCells(of: changeset),
            removedTitles: removedTitles
        )
        lines = TableLines(plan.lines())
        restore(anchor)
        onNeedsDisplay?()
    }

    /// Moves the running animation on to `time`: collapses deleted lines when their time is up,
    /// and ends the batch (calling its completion) when the animation has finished.
    ///
    /// - Parameter time: The current time.
    /// - Returns: Whether a batch is still animating; the completion may have started another.
    @discardableResult
    public func advance(to time: Duration) -> Bool {
        guard var running = batch else { return false }
        let elapsed = time - running.start
        if !running.hasCollapsed && !animation.appearance(of: .deleted, at: elapsed).isVisible {
            running.hasCollapsed = true
            batch = running
            let anchor = selectionAnchor()
            lines.removeRemovedLines()
            restore(anchor)
        }
        if animation.isFinished(at: elapsed) {
            let anchor = selectionAnchor()
            batch = nil
            lines = TableLines(settledCounts: currentCounts())
            restore(anchor)
            running.completion(true)
        }
        return isAnimating
    }

    /// The time since the running batch started, or `nil` when nothing animates.
    ///
    /// - Parameter time: The current time.
    /// - Returns: The elapsed time.
    public func elapsed(at time: Duration) -> Duration? {
        batch.map { time - $0.start }
    }

    /// The cell a line shows, if it is a row.
    ///
    /// - Parameter line: A line of ``lines``.
    /// - Returns: The cell, from the data source or, for a deleted row, from the batch; `nil`
    ///   for a header or a cell that is not a ``TerminalListCell``.
    public func cell(for line: TableLine) -> (any TerminalListCell)? {
        switch line.content {
        case .row(let path):
            guard let dataSource, path.sectionIndex < dataSource.numberOfSections,
                path.itemIndex < dataSource.numberOfItems(inSection: path.sectionIndex)
            else { return nil }
            return dataSource.cell(for: path, in: self) as? any TerminalListCell
        case .removedRow(let path):
            return batch?.removedCell(path)
        case .header, .removedHeader:
            return nil
        }
    }

    /// The title a line shows, if it is a header.
    ///
    /// - Parameter line: A line of ``lines``.
    /// - Returns: The title, from the data source or, for a deleted section, from before the
    ///   batch.
    public func title(for line: TableLine) -> String? {
        switch line.content {
        case .header(let section):
            guard let dataSource, section < dataSource.numberOfSections else { return nil }
            return dataSource.titleForHeader(inSection: section)
        case .removedHeader(let section):
            guard let titles = batch?.removedTitles, titles.indices.contains(section) else { return nil }
            return titles[section]
        case .row, .removedRow:
            return nil
        }
    }

    /// The cells of the rows before a batch, made by the data source's `configureCell` from the
    /// batch's original items: the data source already holds the final sections, so it cannot
    /// make them itself. A data source that is not a `SectionedDataSource` of the batch's section
    /// type draws deleted rows blank.
    private func removedCells<Section: SectionModelType>(
        of changeset: Changeset<Section>
    ) -> @MainActor (ItemPath) -> (any TerminalListCell)? {
        let original = changeset.originalSections
        guard let source = dataSource as? SectionedDataSource<Section> else { return { _ in nil } }
        return { [weak self, weak source] path in
            guard let self, let source, original.indices.contains(path.sectionIndex),
                original[path.sectionIndex].items.indices.contains(path.itemIndex)
            else { return nil }
            let item = original[path.sectionIndex].items[path.itemIndex]
            return source.configureCell(source, self, path, item) as? any TerminalListCell
        }
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
    }

    private func currentTitles() -> [String?] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { dataSource.titleForHeader(inSection: $0) }
    }
}
