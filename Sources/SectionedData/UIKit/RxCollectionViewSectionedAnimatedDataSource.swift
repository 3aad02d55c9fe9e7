#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import RxCore
    import UIKit

    /// A collection view data source that animates each new list of sections into the collection
    /// view with batch updates, as RxDataSources' does, on the engine of
    /// ``SectionedAnimatedDataSource``.
    ///
    /// Bind it with `collectionView.rx.items(dataSource:)`. It behaves as
    /// ``RxTableViewSectionedAnimatedDataSource`` does (the first list reloaded, one stage per
    /// `performBatchUpdates`, the next after the previous animation, a collection view not in a
    /// window reloaded, repeated identities logged once and reloaded, large changes of `Sendable`
    /// sections diffed off the main thread), with one difference: UIKit has no call that refreshes
    /// a supplementary view in place, so a section whose model alone changed keeps the header it
    /// shows until the collection view asks for it again (its rows are not reloaded).
    ///
    /// ```swift
    /// let dataSource = RxCollectionViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
    ///     configureCell: { dataSource, collectionView, indexPath, item in
    ///         collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    ///     }
    /// )
    /// sections
    ///     .bind(to: collectionView.rx.items(dataSource: dataSource))
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// One data source serves one collection view at a time.
    @MainActor
    open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
        CollectionViewSectionedDataSource<Section>, RxCollectionViewDataSourceType
    {
        /// The type of the elements bound: lists of sections.
        public typealias Element = [Section]

        /// Decides, given the stages of a change, whether to animate it or to reload.
        public typealias DecideViewTransition =
            @MainActor (CollectionViewSectionedDataSource<Section>, UICollectionView, [Changeset<Section>]) ->
            ViewTransition

        /// The animations, kept for RxDataSources' API: a collection view's batch updates take none.
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
        internal let engine = AnimatedSectionsEngine<RxCollectionViewSectionedAnimatedDataSource<Section>>()

        /// Creates a data source with no sections, for a section type that is `Sendable`: large
        /// changes are diffed on `diffScheduler`, off the main thread.
        ///
        /// The compiler picks this initializer whenever it knows that `Section` is `Sendable`; the
        /// other one has the same parameters.
        ///
        /// - Parameters:
        ///   - animationConfiguration: Kept in ``animationConfiguration``.
        ///   - decideViewTransition: Decides whether to animate or reload a change.
        ///   - diffScheduler: Where large changes are diffed; `nil` diffs every change on the main
        ///     actor.
        ///   - backgroundDiffThreshold: The smallest change, in items shown plus new, diffed on
        ///     `diffScheduler`.
        ///   - configureCell: Returns the cell of an item.
        ///   - configureSupplementaryView: Returns a supplementary view.
        ///   - moveItem: Learns that the user moved an item.
        ///   - canMoveItemAtIndexPath: Returns whether an item can be moved.
        @inlinable
        public init(
            animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
            decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
            diffScheduler: (any ImmediateSchedulerType)? = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
            backgroundDiffThreshold: Int = defaultBackgroundDiffThreshold,
            configureCell: @escaping ConfigureCell,
            configureSupplementaryView: ConfigureSupplementaryView? = nil,
            moveItem: @escaping MoveItem = { _, _, _ in () },
            canMoveItemAtIndexPath: @escaping CanMoveItemAtIndexPath = { _, _ in false }
        ) where Section: Sendable {
            self.animationConfiguration = animationConfiguration
            self.decideViewTransition = decideViewTransition
            super.init(
                configureCell: configureCell,
                configureSupplementaryView: configureSupplementaryView,
                moveItem: moveItem,
                canMoveItemAtIndexPath: canMoveItemAtIndexPath
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
        ///   - animationConfiguration: Kept in ``animationConfiguration``.
        ///   - decideViewTransition: Decides whether to animate or reload a change.
        ///   - diffScheduler: Not used, as the sections are not known to be `Sendable`.
        ///   - backgroundDiffThreshold: Not used either.
        ///   - configureCell: Returns the cell of an item.
        ///   - configureSupplementaryView: Returns a supplementary view.
        ///   - moveItem: Learns that the user moved an item.
        ///   - canMoveItemAtIndexPath: Returns whether an item can be moved.
        @inlinable
        public init(
            animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
            decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
            diffScheduler: (any ImmediateSchedulerType)? = nil,
            backgroundDiffThreshold: Int = defaultBackgroundDiffThreshold,
            configureCell: @escaping ConfigureCell,
            configureSupplementaryView: ConfigureSupplementaryView? = nil,
            moveItem: @escaping MoveItem = { _, _, _ in () },
            canMoveItemAtIndexPath: @escaping CanMoveItemAtIndexPath = { _, _ in false }
        ) {
            self.animationConfiguration = animationConfiguration
            self.decideViewTransition = decideViewTransition
            super.init(
                configureCell: configureCell,
                configureSupplementaryView: configureSupplementaryView,
                moveItem: moveItem,
                canMoveItemAtIndexPath: canMoveItemAtIndexPath
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

        /// Shows each element in `collectionView`: reloads the first, animates the others (see the
        /// type's documentation); ignores other events.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view to update; this data source must be its data
        ///     source.
        ///   - observedEvent: The event of the bound sequence.
        open func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>) {
            guard case .next(let sections) = observedEvent else { return }
            engine.receive(sections, for: collectionView)
        }

        // Calls the collection view's update methods for one stage, inside its batch update:
        // sections, then items. Overridden only by the tests' deliberately broken data source.
        internal func applyOperations(of stage: Changeset<Section>, to collectionView: UICollectionView) {
            collectionView.batchUpdates(stage, animationConfiguration: animationConfiguration)
        }

        internal override func sectionModelsDidChange() {
            engine.sectionsDidChange()
        }
    }
#endif
