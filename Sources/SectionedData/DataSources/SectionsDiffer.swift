/// How an ``AnimatedSectionsEngine`` diffs: on the main actor always, and off it too when the
/// section type is `Sendable`.
///
/// The data source picks one where it is created, through the overload of its initializer that
/// the compiler chooses: ``onMainActor()`` for any section type, ``offMainActor()`` where
/// `Section: Sendable`. Only the second has a ``background``, so the engine can send lists to
/// another thread only when the compiler has checked that they may go there: the user's `==` and
/// `identity` never run off the main actor for a type that is not `Sendable`.
///
/// Both are inlinable, so that the diff closure is compiled where the data source is created,
/// for the concrete section type, rather than as unspecialized generic code.
@usableFromInline
internal struct SectionsDiffer<Section: AnimatableSectionModelType> {
    /// Computes the stages from one list to another; the engine calls it on the main actor.
    @usableFromInline
    internal let differences: ([Section], [Section]) throws -> [Changeset<Section>]

    /// What diffs and releases lists off the main actor; `nil` unless `Section` is `Sendable`.
    @usableFromInline
    internal let background: BackgroundDiffer<Section>?

    @usableFromInline
    internal init(
        differences: @escaping ([Section], [Section]) throws -> [Changeset<Section>],
        background: BackgroundDiffer<Section>?
    ) {
        self.differences = differences
        self.background = background
    }

    /// A differ that diffs on the main actor only: for any section type.
    ///
    /// - Returns: The differ.
    @inlinable
    internal static func onMainActor() -> SectionsDiffer {
        SectionsDiffer(
            differences: { initial, final in
                try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            },
            background: nil
        )
    }
}

extension SectionsDiffer where Section: Sendable {
    /// A differ that may also diff, and release lists, off the main actor: the sections are
    /// `Sendable`, so their `==` and `identity` may run on another thread.
    ///
    /// - Returns: The differ.
    @inlinable
    internal static func offMainActor() -> SectionsDiffer {
        let differences: @Sendable ([Section], [Section]) throws -> [Changeset<Section>] = { initial, final in
            try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        }
        return SectionsDiffer(differences: differences, background: BackgroundDiffer(differences: differences))
    }
}

extension SectionsDiffer {
    /// Lets go of a list: when the sections are `Sendable`, it is freed on a background queue
    /// once the main queue runs again (freeing a million items takes longer than a frame), else
    /// here.
    ///
    /// - Parameter sections: The list; left empty.
    @MainActor
    internal func release(_ sections: inout [Section]) {
        guard !sections.isEmpty else { return }
        if let background {
            background.releaseSections(&sections)
        } else {
            sections = []
        }
    }

    /// Lets go of the stages of a change, as the other `release(_:)` lets go of a
    /// list.
    ///
    /// - Parameter stages: The stages; left empty.
    @MainActor
    internal func release(_ stages: inout [Changeset<Section>]) {
        guard !stages.isEmpty else { return }
        if let background {
            background.releaseStages(&stages)
        } else {
            stages = []
        }
    }
}
