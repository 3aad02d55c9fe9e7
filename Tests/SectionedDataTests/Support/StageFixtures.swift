import DiffTestSupport

/// The documented diff example, which takes three stages, and the renderer calls it makes.
enum StageFixtures {
    /// `A [1, 2, 3] | B [4, 5]`.
    static let start = [section("A", [1, 2, 3]), section("B", [4, 5])]

    /// `B [4, 2] | C [6] | A [3, 1]`, three stages from ``start``.
    static let threeStages = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1])]

    /// The batch updates that take ``start`` to ``threeStages``.
    static let threeStageCalls = [
        update(deletedItems: [path(1, 1)]),
        update(insertedSections: [1], movedSections: [(0, 2)]),
        update(movedItems: [(path(2, 0), path(2, 1)), (path(2, 1), path(0, 1))]),
    ]

    /// A list that arrives while the first of ``threeStageCalls`` animates.
    static let newest = [section("B", [4, 8]), section("A", [3, 2, 1])]

    /// The batch updates that take the first stage's sections, `A [1, 2, 3] | B [4]`, to
    /// ``newest``: the rest of the interrupted change is skipped.
    static let callsFromTheFirstStageToNewest = [
        update(movedSections: [(0, 1)]),
        update(insertedItems: [path(0, 1)], movedItems: [(path(1, 0), path(1, 2)), (path(1, 1), path(1, 1))]),
    ]
}
