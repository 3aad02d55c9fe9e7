import Foundation
import RxCore

/// A data source that animates each new list of sections into the renderer with batch updates.
///
/// Bind it with `renderer.rx.items(dataSource:)`. The first list is shown with
/// ``ListRenderer/reloadData()``. Each later list is diffed against the sections shown
/// (`Diff.differencesForSectionedView(initialSections:finalSections:)`); then, for each stage in
/// order, the data source takes the stage's ``Changeset/finalSections`` and the renderer applies
/// the stage in one batch update, the next stage starting when the previous update's animation
/// has ended. ``decideViewTransition`` may choose to reload instead.
///
/// Unlike RxDataSources, it never starts a batch update while another one is animating: lists
/// that arrive meanwhile wait, and when the animation ends only the newest of them is diffed
/// against what the renderer shows; remaining stages of the interrupted change are skipped, as
/// that diff covers them. A list the diff rejects (a repeated identity) is logged once per
/// offending identity through ``logger`` and shown with `reloadData()`; later lists animate
/// again. A renderer that is not on screen (``ListRenderer/isOnScreen``) is reloaded.
///
/// Large changes are diffed off the main thread, on ``diffScheduler``: the main actor hands the
/// lists over and applies the stages that come back (0.2 ms for a million rows in
/// `swift run -c release Benchmarks datasource`, where the diff itself takes 300 ms). Meanwhile the data source keeps showing the old sections, and lists that arrive
/// wait as they do during an animation; only the newest is diffed, against what the renderer
/// shows, once the running diff returns (its result, superseded, is dropped).
///
/// ```swift
/// let dataSource = SectionedAnimatedDataSource<AnimatableSectionModel<String, Hero>>(
///     animationConfiguration: AnimationConfiguration(insertAnimation: .fade, deleteAnimation: .fade),
///     configureCell: { _, _, _, hero in TextCell(text: hero.name) },
///     titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
/// )
/// viewModel.sections
///     .bind(to: table.rx.items(dataSource: dataSource))
///     .disposed(by: disposeBag)
/// ```
///
/// One data source serves one renderer at a time.
@MainActor
open class SectionedAnimatedDataSource<Section: AnimatableSectionModelType>: SectionedDataSource<Section> {
    /// The type of the elements bound: lists of sections.
    public typealias Element = [Section]

    /// Decides, given the stages of a change, whether to animate it or to reload.
    public typealias DecideViewTransition =
        @MainActor (SectionedDataSource<Section>, any ListRenderer, [Changeset<Section>]) -> ViewTransition

    /// The animations the renderer is asked to use.
    public var animationConfiguration: AnimationConfiguration

    /// Decides, for each change with at least one stage, whether to animate it or to reload.
    public var decideViewTransition: DecideViewTransition

    /// The largest change worth animating, counted as the items shown plus the items of the new
    /// list; above it the data source reloads without diffing. `nil` (the default) always diffs.
    ///
    /// A diff hashes every identity on both sides, so for hundreds of thousands of rows it costs
    /// more than a frame, while a renderer shows a few dozen of them. A renderer that must stay
    /// within a frame, like HeroesDemo's terminal table, sets a limit:
    ///
    /// ```swift
    /// dataSource.maximumAnimatedItemCount = 100_000
    /// ```
    ///
    /// - Complexity: Checking the limit is O(*s*) in the number of sections.
    public var maximumAnimatedItemCount: Int?

    /// Where the diff runs when the change is large; `nil` diffs every change on the main actor.
    ///
    /// The default, a `ConcurrentDispatchQueueScheduler` of quality of service
    /// `.userInitiated`, keeps large diffs off the main thread: the main actor only hands the
    /// lists over and applies the stages that come back. Changes smaller than
    /// ``backgroundDiffThreshold`` are still diffed at once, as hopping to another thread and back
    /// costs more than they do. The diff reads the items' identities and `==` on the scheduler's
    /// thread, so items must be safe to read there (values are; so are immutable objects).
    ///
    /// The newest list wins: a list that arrives while a diff runs waits, the running diff's
    /// result is dropped unapplied (if it has not started, it never runs), and the newest list is
    /// diffed against what the renderer shows once the running diff returns.
    public var diffScheduler: (any ImmediateSchedulerType)?

    /// The smallest change diffed on ``diffScheduler``, counted as the items shown plus the items
    /// of the new list. Smaller changes are diffed at once on the main actor.
    ///
    /// The default, ``defaultBackgroundDiffThreshold``, is where a diff starts to cost about a
    /// millisecond.
    public var backgroundDiffThreshold: Int

    /// The default ``backgroundDiffThreshold``: 50,000 items (shown plus new), which a release
    /// build diffs in about a millisecond (`swift run -c release Benchmarks datasource` measures
    /// it on your machine).
    public nonisolated static var defaultBackgroundDiffThreshold: Int { 50_000 }

    /// Receives a message when a list of sections cannot be animated because the diff rejects it,
    /// once per offending identity; prints to standard error unless replaced.
    public var logger: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    // The diff, created in `init`. The initializer is inlinable, so this closure is compiled
    // where the data source is created, for the concrete section type: the diff then runs
    // specialized code, which the class's own generic methods could not give it.
    @usableFromInline
    internal let differences: ([Section], [Section]) throws -> [Changeset<Section>]

    // The renderer that has been shown a list by this data source. Another renderer (after a
    // rebinding) has never been loaded, so it gets `reloadData()` first, not a diff against what
    // the previous renderer showed.
    internal weak var shownRenderer: (any ListRenderer)?

    // Whether a batch update's completion is awaited, and which update it is; completions of
    // other updates, or repeated ones, are ignored.
    internal var isUpdating = false
    internal var updateNumber = 0
    internal var isStartingUpdate = false

    // The stages of the change being applied, and the index of the next one to apply.
    internal var stages: [Changeset<Section>] = []
    internal var nextStage = 0

    // The diff running on `diffScheduler`, the list it diffs to, and the value of
    // `sectionModelsVersion` it diffs from.
    internal var runningDiff: BackgroundDiff<Section>?
    internal var runningDiffTarget: [Section] = []
    internal var runningDiffVersion = 0

    // The newest list that arrived while a batch update was animating or a diff was running, and
    // the renderer it is for.
    internal var pendingSections: [Section]?
    internal weak var pendingRenderer: (any ListRenderer)?

    // Whether the latest change was diffed on `diffScheduler`; its lists are then released there
    // too.
    internal var handlesLargeLists = false

    // The identities of the diff errors already logged.
    internal var loggedErrors: Set<String> = []

    /// Creates a data source with no sections.
    ///
    /// - Parameters:
    ///   - animationConfiguration: The animations the renderer is asked to use.
    ///   - decideViewTransition: Decides whether to animate or reload a change; animates by
    ///     default.
    ///   - diffScheduler: Where large changes are diffed (see ``diffScheduler``); `nil` diffs
    ///     every change on the main actor.
    ///   - backgroundDiffThreshold: The smallest change, in items shown plus new, diffed on
    ///     `diffScheduler`.
    ///   - configureCell: Builds the cell of a row.
    ///   - titleForHeaderInSection: Returns a section's header title.
    ///   - titleForFooterInSection: Returns a section's footer title.
    ///   - canEditRowAtIndexPath: Returns whether a row is editable.
    ///   - canMoveRowAtIndexPath: Returns whether a row can be moved.
    ///   - sectionIndexTitles: Returns the titles of the section index.
    ///   - sectionForSectionIndexTitle: Returns the section for a title of the section index.
    @inlinable
    public init(
        animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
        decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
        diffScheduler: (any ImmediateSchedulerType)? = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
        backgroundDiffThreshold: Int = defaultBackgroundDiffThreshold,
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
        canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
        canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false },
        sectionIndexTitles: @escaping SectionIndexTitles = { _ in nil },
        sectionForSectionIndexTitle: @escaping SectionForSectionIndexTitle = { _, _, index in index }
    ) {
        self.animationConfiguration = animationConfiguration
        self.decideViewTransition = decideViewTransition
        self.diffScheduler = diffScheduler
        self.backgroundDiffThreshold = backgroundDiffThreshold
        self.differences = sectionedDifferences(of: Section.self)
        super.init(
            configureCell: configureCell,
            titleForHeaderInSection: titleForHeaderInSection,
            titleForFooterInSection: titleForFooterInSection,
            canEditRowAtIndexPath: canEditRowAtIndexPath,
            canMoveRowAtIndexPath: canMoveRowAtIndexPath,
            sectionIndexTitles: sectionIndexTitles,
            sectionForSectionIndexTitle: sectionForSectionIndexTitle
        )
    }

    /// Whether a batch update is animating, so that new lists wait for it to end.
    public var isAnimating: Bool {
        isUpdating
    }

    /// Whether a diff is running on ``diffScheduler``, so that new lists wait for it to return.
    public var isDiffing: Bool {
        runningDiff != nil
    }

    /// Shows each element in `renderer`: reloads the first, animates the others (see the type's
    /// documentation); ignores other events.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to update; this data source must be its
    ///     ``ListRenderer/dataSource``.
    ///   - observedEvent: The event of the bound sequence.
    open func renderer(_ renderer: any ListRenderer, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        if isUpdating || runningDiff != nil {
            // Superseded: a diff that has not started yet will not run.
            runningDiff?.cancel()
            discard(&pendingSections)
            pendingSections = sections
            pendingRenderer = renderer
            return
        }
        show(sections, in: renderer)
    }

    internal func show(_ newSections: [Section], in renderer: any ListRenderer) {
        guard shownRenderer === renderer, renderer.isOnScreen else {
            shownRenderer = renderer
            reload(newSections, in: renderer)
            return
        }
        // Counting stops at the largest limit that matters: a thousand sections cost more to visit
        // (in generic code) than the rest of the main thread's share of an update.
        let countLimit = max(
            maximumAnimatedItemCount.map { $0 + 1 } ?? 0, diffScheduler == nil ? 0 : backgroundDiffThreshold)
        let itemCount = Self.itemCount(sectionModels, upTo: countLimit) + Self.itemCount(newSections, upTo: countLimit)
        if let limit = maximumAnimatedItemCount, itemCount > limit {
            reload(newSections, in: renderer)
            return
        }
        handlesLargeLists = diffScheduler != nil && itemCount >= backgroundDiffThreshold
        if let scheduler = diffScheduler, itemCount >= backgroundDiffThreshold {
            startDiff(to: newSections, in: renderer, on: scheduler)
            return
        }
        present(Result { try differences(sectionModels, newSections) }, of: newSections, in: renderer)
    }

    internal func present(
        _ outcome: Result<[Changeset<Section>], any Swift.Error>,
        of newSections: [Section],
        in renderer: any ListRenderer
    ) {
        let newStages: [Changeset<Section>]
        switch outcome {
        case .success(let value):
            newStages = value
        case .failure(let error):
            log(error)
            reload(newSections, in: renderer)
            return
        }
        guard !newStages.isEmpty else {
            // Nothing to show, but a section model the diff cannot compare may have changed.
            replaceSections(with: newSections)
            return
        }
        switch decideViewTransition(self, renderer, newStages) {
        case .animated:
            stages = newStages
            nextStage = 0
            applyNextStage(in: renderer)
        case .reload:
            reload(newSections, in: renderer)
        }
    }

    /// The number of items in `sections`, or `limit` if there are at least that many.
    internal static func itemCount(_ sections: [Section], upTo limit: Int) -> Int {
        var count = 0
        for section in sections where count < limit {
            count += section.items.count
        }
        return min(count, limit)
    }

    internal func reload(_ sections: [Section], in renderer: any ListRenderer) {
        endStages()
        replaceSections(with: sections)
        renderer.reloadData()
    }

    internal func applyNextStage(in renderer: any ListRenderer) {
        let stage = stages[nextStage]
        nextStage += 1
        replaceSections(with: stage.finalSections)
        isUpdating = true
        updateNumber &+= 1
        let number = updateNumber
        weak let weakRenderer = renderer
        // A renderer that does not animate completes inside the call; the next stage then starts
        // after the call returns, so that the renderer is never re-entered from its own update.
        isStartingUpdate = true
        renderer.performBatchUpdates(stage, animation: animationConfiguration) { [weak self] _ in
            guard let self, self.isUpdating, self.updateNumber == number else { return }
            self.isUpdating = false
            if !self.isStartingUpdate { self.updateDidEnd(in: weakRenderer) }
        }
        isStartingUpdate = false
        if !isUpdating && updateNumber == number {
            updateDidEnd(in: renderer)
        }
    }

    internal func updateDidEnd(in renderer: (any ListRenderer)?) {
        if pendingSections != nil {
            // Remaining stages are skipped: the diff of the newest list covers them.
            endStages()
            _ = showPendingSections()
            return
        }
        // A renderer gone or bound to another data source (the binding was disposed) gets nothing
        // more.
        guard let renderer, renderer.dataSource === self else {
            endStages()
            return
        }
        if nextStage == stages.count {
            endStages()
        } else if !renderer.isOnScreen {
            // The renderer left the screen during the animation: no more batch updates.
            let last = stages[stages.count - 1].finalSections
            reload(last, in: renderer)
        } else {
            applyNextStage(in: renderer)
        }
    }

    /// Shows the newest list that waited, if any, in the renderer it arrived for, unless that
    /// renderer is gone or no longer bound to this data source.
    ///
    /// - Returns: Whether a list waited.
    internal func showPendingSections() -> Bool {
        guard var pending = pendingSections else { return false }
        pendingSections = nil
        if let renderer = pendingRenderer, renderer.dataSource === self {
            show(pending, in: renderer)
        } else {
            discard(&pending)
        }
        return true
    }

}

// The diff of `SectionedAnimatedDataSource`, built outside the main actor so that it is not
// isolated to it and may run on the data source's `diffScheduler`; inlinable, so that it is
// specialized where the data source is created.
@inlinable
internal func sectionedDifferences<Section: AnimatableSectionModelType>(
    of _: Section.Type
) -> ([Section], [Section]) throws -> [Changeset<Section>] {
    { initial, final in
        try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
    }
}
