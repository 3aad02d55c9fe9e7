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
open class SectionedAnimatedDataSource<Section: AnimatableSectionModelType>: SectionedDataSource<Section>,
    RxListRendererDataSourceType
{
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
    private weak var shownRenderer: (any ListRenderer)?

    // Whether a batch update's completion is awaited, and which update it is; completions of
    // other updates, or repeated ones, are ignored.
    private var isUpdating = false
    private var updateNumber = 0
    private var isStartingUpdate = false

    // The newest list that arrived while a batch update was animating.
    private var pendingSections: [Section]?

    // The identities of the diff errors already logged.
    private var loggedErrors: Set<String> = []

    /// Creates a data source with no sections.
    ///
    /// - Parameters:
    ///   - animationConfiguration: The animations the renderer is asked to use.
    ///   - decideViewTransition: Decides whether to animate or reload a change; animates by
    ///     default.
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
        self.differences = { initial, final in
            try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        }
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

    /// Shows each element in `renderer`: reloads the first, animates the others (see the type's
    /// documentation); ignores other events.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to update; this data source must be its
    ///     ``ListRenderer/dataSource``.
    ///   - observedEvent: The event of the bound sequence.
    open func renderer(_ renderer: any ListRenderer, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        if isUpdating {
            pendingSections = sections
            return
        }
        show(sections, in: renderer)
    }

    private func show(_ newSections: [Section], in renderer: any ListRenderer) {
        guard shownRenderer === renderer, renderer.isOnScreen else {
            shownRenderer = renderer
            reload(newSections, in: renderer)
            return
        }
        if let limit = maximumAnimatedItemCount, Self.itemCount(sectionModels) + Self.itemCount(newSections) > limit {
            reload(newSections, in: renderer)
            return
        }
        let stages: [Changeset<Section>]
        do {
            stages = try differences(sectionModels, newSections)
        } catch {
            log(error)
            reload(newSections, in: renderer)
            return
        }
        guard !stages.isEmpty else {
            // Nothing to show, but a section model the diff cannot compare may have changed.
            setSections(newSections)
            return
        }
        switch decideViewTransition(self, renderer, stages) {
        case .animated: apply(stages[...], in: renderer)
        case .reload: reload(newSections, in: renderer)
        }
    }

    private static func itemCount(_ sections: [Section]) -> Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    private func reload(_ sections: [Section], in renderer: any ListRenderer) {
        setSections(sections)
        renderer.reloadData()
    }

    private func apply(_ stages: ArraySlice<Changeset<Section>>, in renderer: any ListRenderer) {
        guard let stage = stages.first else { return }
        let rest = stages.dropFirst()
        setSections(stage.finalSections)
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
            if !self.isStartingUpdate { self.updateDidEnd(rest, in: weakRenderer) }
        }
        isStartingUpdate = false
        if !isUpdating && updateNumber == number {
            updateDidEnd(rest, in: renderer)
        }
    }

    private func updateDidEnd(_ rest: ArraySlice<Changeset<Section>>, in renderer: (any ListRenderer)?) {
        // A renderer gone or bound to another data source (the binding was disposed) gets nothing
        // more.
        guard let renderer, renderer.dataSource === self else {
            pendingSections = nil
            return
        }
        if let pending = pendingSections {
            pendingSections = nil
            show(pending, in: renderer)
        } else if !renderer.isOnScreen, let last = rest.last {
            // The renderer left the screen during the animation: no more batch updates.
            reload(last.finalSections, in: renderer)
        } else {
            apply(rest, in: renderer)
        }
    }

    private func log(_ error: Swift.Error) {
        let key = Self.identityKey(of: error)
        guard loggedErrors.insert(key).inserted else { return }
        logger("SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: \(error)")
    }

    /// What identifies an error for logging it once: its kind and the offending identity.
    private static func identityKey(of error: Swift.Error) -> String {
        func identity(_ value: Any) -> String {
            guard let identifiable = value as? any IdentifiableType else { return "\(value)" }
            return "\(identifiable.identity)"
        }
        switch error as? Diff.Error {
        case .duplicateItem(let item)?: return "item \(identity(item))"
        case .duplicateSection(let section)?: return "section \(identity(section))"
        case .invalidInitializerImplementation(_, _, let expectedIdentifier)?:
            return "initializer \(expectedIdentifier)"
        case nil: return "\(error)"
        }
    }
}
