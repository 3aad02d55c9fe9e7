import SectionedData

/// The heroes table on the terminal: a ``ListRenderer`` that draws section headers and hero rows
/// into a ``ScreenBuffer`` and animates each batch update with ``RowAnimation``.
///
/// It reads what to show from its data source (a `SectionedAnimatedDataSource<HeroSection>`
/// bound with `rx.items(dataSource:)`), one ``HeroCell`` per visible row, so its cost per frame
/// depends on the window, not on the number of heroes. A batch update becomes a list of lines
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
/// let table = HeroesTableRenderer(animation: .standard, now: { clock.now })
/// table.onNeedsDisplay = { app.render() }
/// clock.onFrame = { now in
///     table.advance(to: now)
///     app.render()
///     return table.isAnimating
/// }
/// ```
@MainActor
final class HeroesTableRenderer: SelectableListRenderer, DeselectableListRenderer {
    /// A batch update being animated.
    struct Batch {
        /// When it started.
        let start: Duration

        /// To call once when its animation ends.
        let completion: @MainActor (Bool) -> Void

        /// The heroes of the sections before the batch, for drawing deleted rows.
        let removedHero: @MainActor (ItemPath) -> Hero?

        /// The header titles before the batch, for drawing deleted sections.
        let removedTitles: [String?]

        /// Whether deleted lines have collapsed (been taken out of the lines).
        var hasCollapsed = false
    }

    /// Where the rows come from; held weakly, as ``ListRenderer`` requires.
    weak var dataSource: (any ListRendererDataSource)?

    /// Whether the table is shown; when `false`, data sources reload instead of animating.
    var isOnScreen = true

    /// How batch updates animate; ``RowAnimation/disabled`` for `--no-animation`.
    var animation: RowAnimation

    /// The column widths rows are laid out in.
    var layout: TableLayout

    /// Called when what the table shows changed: after a reload, a batch update, a selection
    /// move. The app draws a frame then.
    var onNeedsDisplay: (@MainActor () -> Void)?

    /// The positions of the rows the user selects.
    var itemSelectedEvents: RendererEvent<ItemPath> { selections }

    /// The positions of the rows the user's selection moves away from, each reported just before
    /// the new selection, as a single-selection table view reports them (`rx.itemDeselected`).
    var itemDeselectedEvents: RendererEvent<ItemPath> { deselections }

    /// The lines shown: headers and rows, and while a batch animates, its deleted lines.
    private(set) var lines = TableLines()

    /// The selected row, a position in the data source's current sections.
    var selectedPath: ItemPath?

    /// The index in ``lines`` of the first line in the window.
    var top = 0

    /// The number of lines the window shows.
    var viewportHeight = 0

    /// The batch being animated.
    private(set) var batch: Batch?

    /// The header titles of the data source's sections, as of the last update, for drawing the
    /// sections the next batch deletes.
    private var titles: [String?] = []

    /// Where ``itemSelectedEvents`` come from.
    let selections = RendererEvent<ItemPath>()

    /// Where ``itemDeselectedEvents`` come from.
    let deselections = RendererEvent<ItemPath>()

    /// The current time, read when a batch starts; the scale of ``advance(to:)``.
    var now: @MainActor () -> Duration

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - animation: How batch updates animate.
    ///   - layout: The column widths.
    ///   - now: The current time, on the scale ``advance(to:)`` and the frame clock use.
    init(
        animation: RowAnimation = .standard,
        layout: TableLayout = TableLayout(width: TableLayout.minimumWidth, heroes: []),
        now: @escaping @MainActor () -> Duration = FrameClock.monotonicNow
    ) {
        self.animation = animation
        self.layout = layout
        self.now = now
    }

    /// Whether a batch is animating.
    var isAnimating: Bool { batch != nil }

    /// Shows the data source's sections from scratch and clears the selection.
    func reloadData() {
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

    /// Starts animating one stage of a change; see ``ListRenderer``.
    ///
    /// - Parameters:
    ///   - changeset: The stage; the data source already holds its final sections.
    ///   - animation: The requested animation styles; the terminal table has one animation of its
    ///     own and ignores them.
    ///   - completion: Called when the animation ends, at once when animation is disabled.
    func performBatchUpdates<Section: SectionModelType>(
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
        let original = changeset.originalSections
        batch = Batch(
            start: now(),
            completion: completion,
            removedHero: { path in
                guard original.indices.contains(path.sectionIndex),
                    original[path.sectionIndex].items.indices.contains(path.itemIndex)
                else { return nil }
                return original[path.sectionIndex].items[path.itemIndex] as? Hero
            },
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
    func advance(to time: Duration) -> Bool {
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
    func elapsed(at time: Duration) -> Duration? {
        batch.map { time - $0.start }
    }

    /// The hero a line shows, if it is a row.
    ///
    /// - Parameter line: A line of ``lines``.
    /// - Returns: The hero, from the data source or, for a deleted row, from the batch.
    func hero(for line: TableLine) -> Hero? {
        switch line.content {
        case .row(let path):
            guard let dataSource, path.sectionIndex < dataSource.numberOfSections,
                path.itemIndex < dataSource.numberOfItems(inSection: path.sectionIndex)
            else { return nil }
            return (dataSource.cell(for: path, in: self) as? HeroCell)?.hero
        case .removedRow(let path):
            return batch?.removedHero(path)
        case .header, .removedHeader:
            return nil
        }
    }

    /// The title a line shows, if it is a header.
    ///
    /// - Parameter line: A line of ``lines``.
    /// - Returns: The title, from the data source or, for a deleted section, from before the
    ///   batch.
    func title(for line: TableLine) -> String? {
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

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
    }

    private func currentTitles() -> [String?] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { dataSource.titleForHeader(inSection: $0) }
    }
}
