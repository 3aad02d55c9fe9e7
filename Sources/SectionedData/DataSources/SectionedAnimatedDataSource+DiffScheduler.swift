import RxCore

// Where the diff runs: off the main thread for `Sendable` sections, from a size on.
extension SectionedAnimatedDataSource {
    /// Where the diff runs when the change is large and `Section` is `Sendable`; `nil` diffs every
    /// change on the main actor.
    ///
    /// With a `Sendable` section type, the default is a `ConcurrentDispatchQueueScheduler` of
    /// quality of service `.userInitiated`, which keeps large diffs off the main thread: the main
    /// actor only hands the lists over and applies the stages that come back. Changes smaller than
    /// ``backgroundDiffThreshold`` are still diffed at once, as hopping to another thread and back
    /// costs more than they do.
    ///
    /// When the data source diffs on the main actor only (``diffsOffMainThread`` is `false`: where
    /// it was created, the section type was not known to be `Sendable`), the default is `nil`, and
    /// a scheduler set here is kept but never used: every diff runs on the main actor (see the
    /// type's documentation).
    ///
    /// The newest list wins: a list that arrives while a diff runs waits, the running diff's
    /// result is dropped unapplied (if it has not started, it never runs), and the newest list is
    /// diffed against what the renderer shows once the running diff returns.
    public var diffScheduler: (any ImmediateSchedulerType)? {
        get { engine.diffScheduler }
        set { engine.diffScheduler = newValue }
    }

    /// The smallest change diffed on ``diffScheduler``, counted as the items shown plus the items
    /// of the new list. Smaller changes are diffed at once on the main actor.
    ///
    /// The default, ``defaultBackgroundDiffThreshold``, is where a diff starts to cost about a
    /// millisecond.
    public var backgroundDiffThreshold: Int {
        get { engine.backgroundDiffThreshold }
        set { engine.backgroundDiffThreshold = newValue }
    }

    /// The default ``backgroundDiffThreshold``: 50,000 items (shown plus new), which a release
    /// build diffs in about a millisecond (`swift run -c release Benchmarks datasource` measures
    /// it on your machine).
    public nonisolated static var defaultBackgroundDiffThreshold: Int {
        AnimatedSectionsEngine<SectionedAnimatedDataSource>.defaultBackgroundDiffThreshold
    }

    /// Whether large changes are diffed off the main thread: `true` when the data source was
    /// created through the initializer for `Sendable` sections.
    public var diffsOffMainThread: Bool {
        engine.diffsOffMainActor
    }

    /// Whether a diff is running on ``diffScheduler``, so that new lists wait for it to return.
    public var isDiffing: Bool {
        engine.isDiffing
    }
}
