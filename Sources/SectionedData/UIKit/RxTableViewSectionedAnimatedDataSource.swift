#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import RxCore
    import UIKit

    /// A table data source that animates each new list of sections into the table with batch
    /// updates, as RxDataSources' does, on the engine of ``SectionedAnimatedDataSource``.
    ///
    /// Bind it with `tableView.rx.items(dataSource:)`. The first list is shown with `reloadData()`.
    /// Each later list is diffed against the sections shown; then, stage by stage, the data source
    /// takes the stage's final sections and the table applies it in one `performBatchUpdates`
    /// (sections deleted, inserted and moved, then rows deleted, inserted, reloaded and moved), the
    /// next stage starting when the previous animation has ended. ``decideViewTransition`` may
    /// choose to reload instead.
    ///
    /// Unlike RxDataSources, it never starts a batch update while another one animates: lists that
    /// arrive meanwhile wait, and only the newest is diffed once the animation ends. A section whose
    /// model changed but whose rows did not keeps its rows: the header and footer titles that the
    /// table shows for it are set to the new titles, without `reloadSections`. A table that is not in
    /// a window (`window == nil`) is reloaded, as batch updates are neither visible nor safe there. A
    /// list the diff rejects (a repeated identity) is logged once per offending identity through
    /// ``logger`` and shown with `reloadData()`.
    ///
    /// When `Section` is `Sendable`, changes of at least `backgroundDiffThreshold` items (shown plus
    /// new) are diffed on `diffScheduler`, off the main thread, as in ``SectionedAnimatedDataSource``;
    /// the compiler picks that initializer when it knows the section type is `Sendable`. Otherwise
    /// every diff runs on the main actor.
    ///
    /// ```swift
    /// let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
    ///     animationConfiguration: AnimationConfiguration(insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
    ///     configureCell: { dataSource, tableView, indexPath, item in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    ///         cell.textLabel?.text = "Item \(item)"
    ///         return cell
    ///     },
    ///     titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model }
    /// )
    /// sections
    ///     .bind(to: tableView.rx.items(dataSource: dataSource))
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// One data source serves one table at a time.
    @MainActor
    open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
        TableViewSectionedDataSource<Section>, RxTableViewDataSourceType
    {
        /// The type of the elements bound: lists of sections.
        public typealias Element = [Section]

        /// Decides, given the stages of a change, whether to animate it or to reload.
        public typealias DecideViewTransition =
            @MainActor (TableViewSectionedDataSource<Section>, UITableView, [Changeset<Section>]) -> ViewTransition

        /// The row animations of inserted, reloaded and deleted rows and sections.
        public var animationConfiguration: AnimationConfiguration

        /// Decides, for each change with at least one stage, whether to animate it or to reload.
        public var decideViewTransition: DecideViewTransition

        /// The largest change worth animating, counted as the items shown plus the items of the new
        /// list; above it the data source reloads without diffing. `nil` (the default) always diffs.
        public var maximumAnimatedItemCount: Int? {
            get { engine.maximumAnimatedItemCount }
            set { engine.maximumAnimatedItemCount = newValue }
        }

        /// Receives a message when a list cannot be animated because the diff rejects it, once per
        /// offending identity; prints to standard error unless replaced.
        public var logger: @MainActor (String) -> Void = { message in
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }

        // The state machine; attached in `init` with the differ the initializer overload chose.
        internal let engine = AnimatedSectionsEngine<RxTableViewSectionedAnimatedDataSource<Section>>()

        /// Creates a data source with no sections, for a section type that is `Sendable`: large
        /// changes are diffed on `diffScheduler`, off the main thread.
        ///
        /// The compiler picks this initializer whenever it knows that `Section` is `Sendable`; the
        /// other one has the same parameters. The defaults are RxDataSources': every change
        /// animated, rows neither editable nor movable.
        ///
        /// - Parameters:
        ///   - animationConfiguration: The row animations.
        ///   - decideViewTransition: Decides whether to animate or reload a change.
        ///   - diffScheduler: Where large changes are diffed; `nil` diffs every change on the main
        ///     actor.
        ///   - backgroundDiffThreshold: The smallest change, in items shown plus new, diffed on
        ///     `diffScheduler`.
        ///   - configureCell: Returns the cell of a row.
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
        /// The compiler picks this initializer when it does not know that `Section` is `Sendable`;
        /// `diffScheduler` and `backgroundDiffThreshold` are then not used.
        ///
        /// - Parameters:
        ///   - animationConfiguration: The row animations.
        ///   - decideViewTransition: Decides whether to animate or reload a change.
        ///   - diffScheduler: Not used, as the sections are not known to be `Sendable`.
        ///   - backgroundDiffThreshold: Not used either.
        ///   - configureCell: Returns the cell of a row.
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
                to: self, differ: differ, diffScheduler: diffScheduler, backgroundDiffThreshold: backgroundDiffThreshold
            )
        }

        /// Shows each element in `tableView`: reloads the first, animates the others (see the type's
        /// documentation); ignores other events.
        ///
        /// - Parameters:
        ///   - tableView: The table to update; this data source must be its data source.
        ///   - observedEvent: The event of the bound sequence.
        open func tableView(_ tableView: UITableView, observedEvent: Event<Element>) {
            guard case .next(let sections) = observedEvent else { return }
            engine.receive(sections, for: tableView)
        }

        // Calls the table's update methods for one stage, inside its batch update: sections, then
        // rows, in the order UIKit documents. Overridden only by the tests' deliberately broken
        // data source.
        internal func applyOperations(of stage: Changeset<Section>, to tableView: UITableView) {
            tableView.batchUpdates(stage, animationConfiguration: animationConfiguration)
        }

        internal override func sectionModelsDidChange() {
            engine.sectionsDidChange()
        }
    }
#endif
