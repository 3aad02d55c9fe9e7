#if canImport(UIKit) && !os(watchOS)
    import RxCore

    // Where the diff runs, as in `SectionedAnimatedDataSource`: off the main thread for `Sendable`
    // sections, from a size on.
    extension RxTableViewSectionedAnimatedDataSource {
        /// Where the diff runs when the change is large and `Section` is `Sendable`; `nil` diffs
        /// every change on the main actor. Kept but never used when ``diffsOffMainThread`` is
        /// `false`.
        public var diffScheduler: (any ImmediateSchedulerType)? {
            get { engine.diffScheduler }
            set { engine.diffScheduler = newValue }
        }

        /// The smallest change diffed on ``diffScheduler``, counted as the items shown plus the items
        /// of the new list.
        public var backgroundDiffThreshold: Int {
            get { engine.backgroundDiffThreshold }
            set { engine.backgroundDiffThreshold = newValue }
        }

        /// The default ``backgroundDiffThreshold``, the same as
        /// ``SectionedAnimatedDataSource/defaultBackgroundDiffThreshold``: 50,000 items.
        public nonisolated static var defaultBackgroundDiffThreshold: Int {
            AnimatedSectionsEngine<RxTableViewSectionedAnimatedDataSource>.defaultBackgroundDiffThreshold
        }

        /// Whether large changes are diffed off the main thread: `true` when the data source was
        /// created through the initializer for `Sendable` sections.
        public var diffsOffMainThread: Bool {
            engine.diffsOffMainActor
        }

        /// Whether a batch update is animating, so that new lists wait for it to end.
        public var isAnimating: Bool {
            engine.isAnimating
        }

        /// Whether a diff is running on ``diffScheduler``, so that new lists wait for it to return.
        public var isDiffing: Bool {
            engine.isDiffing
        }
    }
#endif
