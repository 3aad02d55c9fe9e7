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
/// again. A renderer that is not on screen (``ListRenderer/isOnScreen``) is reloaded, and so is
/// a renderer that has not shown this data source's sections before (after a rebinding).
///
/// ## Diffing off the main thread
///
/// When `Section` is `Sendable`, large changes are diffed off the main thread, on
/// ``diffScheduler``: the main actor hands the lists over and applies the stages that come back
/// (under 1 ms for a million rows in `swift run -c release Benchmarks datasource`, where the diff
/// itself takes over a hundred milliseconds). Meanwhile the data source keeps showing the old
/// sections, and lists that arrive wait as they do during an animation; only the newest is
/// diffed, against what the renderer shows, once the running diff returns (its result,
/// superseded, is dropped). The lists it lets go of (the sections replaced, the stages applied)
/// are handed to a background queue once the main queue runs again, and freed there unless
/// something else, such as a renderer, still holds them.
///
/// When `Section` is not `Sendable`, every diff runs on the main actor, whatever its size and
/// whatever ``diffScheduler`` holds: the diff calls the items' `==` and `identity`, and Swift
/// allows that on another thread only for `Sendable` values.
///
/// Which of the two applies is decided where the data source is created: the initializer has an
/// overload `where Section: Sendable`, which the compiler picks when it knows the section type
/// is `Sendable` (creating a `SectionedAnimatedDataSource<HeroSection>`, or a subclass of it), and
/// there is nothing else to write. `AnimatableSectionModel<Model, Item>` is `Sendable` when
/// `Model` and `Item` are; a struct of your own becomes `Sendable` by declaring it
/// (`struct Hero: IdentifiableType, Equatable, Sendable`) when its stored properties are. Generic
/// code that does not know `Section: Sendable` gets the main-actor diff (add the constraint to
/// get the other); ``diffsOffMainThread`` tells which one a data source has.
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
    public var maximumAnimatedItemCount: Int? {
        get { engine.maximumAnimatedItemCount }
        set { engine.maximumAnimatedItemCount = newValue }
    }

    /// Receives a message when a list of sections cannot be animated because the diff rejects it,
    /// once per offending identity; prints to standard error unless replaced.
    public var logger: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    // The state machine: the phase, the pending list, the diff. Attached in `init` with the
    // differ the initializer overload chose.
    internal let engine = AnimatedSectionsEngine<SectionedAnimatedDataSource<Section>>()

    /// Creates a data source with no sections, for a section type that is `Sendable`: large
    /// changes are diffed on `diffScheduler`, off the main thread.
    ///
    /// The compiler picks this initializer whenever it knows that `Section` is `Sendable`; the
    /// other one has the same parameters.
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
    ) where Section: Sendable {
        self.animationConfiguration = animationConfiguration
        self.decideViewTransition = decideViewTransition
        super.init(
            configureCell: configureCell,
            titleForHeaderInSection: titleForHeaderInSection,
            titleForFooterInSection: titleForFooterInSection,
            canEditRowAtIndexPath: canEditRowAtIndexPath,
            canMoveRowAtIndexPath: canMoveRowAtIndexPath,
            sectionIndexTitles: sectionIndexTitles,
            sectionForSectionIndexTitle: sectionForSectionIndexTitle
        )
        attachEngine(
            differ: .offMainActor(), diffScheduler: diffScheduler, backgroundDiffThreshold: backgroundDiffThreshold)
    }

    /// Creates a data source with no sections, for any section type: every change is diffed on
    /// the main actor.
    ///
    /// The compiler picks this initializer when it does not know that `Section` is `Sendable`.
    /// `diffScheduler` is kept in ``diffScheduler`` but never used.
    ///
    /// - Parameters:
    ///   - animationConfiguration: The animations the renderer is asked to use.
    ///   - decideViewTransition: Decides whether to animate or reload a change; animates by
    ///     default.
    ///   - diffScheduler: Kept in ``diffScheduler``; not used, as the sections are not known to be
    ///     `Sendable`.
    ///   - backgroundDiffThreshold: Kept in ``backgroundDiffThreshold``; not used either.
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
        diffScheduler: (any ImmediateSchedulerType)? = nil,
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
        super.init(
            configureCell: configureCell,
            titleForHeaderInSection: titleForHeaderInSection,
            titleForFooterInSection: titleForFooterInSection,
            canEditRowAtIndexPath: canEditRowAtIndexPath,
            canMoveRowAtIndexPath: canMoveRowAtIndexPath,
            sectionIndexTitles: sectionIndexTitles,
            sectionForSectionIndexTitle: sectionForSectionIndexTitle
        )
        attachEngine(
            differ: .onMainActor(), diffScheduler: diffScheduler, backgroundDiffThreshold: backgroundDiffThreshold)
    }

    // Not inlinable: the engine is internal. The differ, built by the inlinable initializer, runs
    // the diff compiled for the concrete section type.
    @usableFromInline
    internal func attachEngine(
        differ: SectionsDiffer<Section>,
        diffScheduler: (any ImmediateSchedulerType)?,
        backgroundDiffThreshold: Int
    ) {
        engine.attach(
            to: self, differ: differ, diffScheduler: diffScheduler, backgroundDiffThreshold: backgroundDiffThreshold)
    }

    /// Whether a batch update is animating, so that new lists wait for it to end.
    public var isAnimating: Bool {
        engine.isAnimating
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
        engine.receive(sections, for: renderer)
    }

    internal override func sectionModelsDidChange() {
        engine.sectionsDidChange()
    }
}
