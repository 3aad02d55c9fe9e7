/// Computes the batch updates that animate a sectioned list from one list of sections to another.
///
/// The diff matches sections by identity and items by identity across all sections, so an item
/// or section present before and after is kept, moved or reloaded, never deleted and inserted
/// again, wherever it goes: also out of a section that is deleted and into one that is inserted.
/// It reports only the real moves: inside a section, the items outside one longest run that kept
/// its order; across sections, every item that changed section; the same for sections. The items
/// of a deleted section that exist nowhere after go with it; the new items of an inserted section
/// come with it.
///
/// ## How staging works
///
/// UIKit applies a batch update as a whole and rejects some combinations of operations: a row
/// cannot move into a section inserted by the same batch or out of one it deletes, a row cannot
/// be reloaded and moved at once, and rows of a section reloaded in the batch cannot change.
/// Moving sections while inserting or moving rows in the same batch is legal on paper but crashes
/// or miscounts in practice. So the diff returns a list of stages, ``Changeset`` values applied one
/// after the other, each in its own batch update:
///
/// 1. **Removals**, at positions before the stage: deleted sections none of whose items survive,
///    deleted items, and reloads of the items whose content changed (``Changeset/updatedItems``).
/// 2. **Sections**: inserted sections, holding their new items only, and moved sections. A deleted
///    section that still holds items that survive elsewhere stays in place.
/// 3. **Insertions**: inserted items and moved items, at their final positions; this is where
///    items move into the sections stage 2 inserted and out of the sections still to be deleted.
/// 4. **Emptied sections**: the deleted sections that stage 3 moved surviving items out of go,
///    with the items that do not survive; section updates no earlier stage could take join it.
///
/// A stage with nothing to do is left out, so there are at most four stages
/// (``maximumStageCount``). When no section is inserted, deleted or moved and no moved item also
/// changed content, removals and insertions go into a single stage, so a change to the rows alone
/// animates in one batch (a second one refreshes the headers of sections whose rows that batch
/// changes, see below). Each stage's ``Changeset/finalSections`` is what the data source must
/// hold after it; the last stage's is `finalSections`.
///
/// A section whose identity stayed but whose model changed (a new header title) is reported in
/// ``Changeset/updatedSections`` of the first stage that neither touches its rows nor moves it.
/// When no stage qualifies, the first of the four kinds above that would (after a single row
/// stage: a second stage) is added for it alone, so the bound holds. Models are compared when
/// the section type is `Equatable` (``AnimatableSectionModel`` is); for other section types
/// model changes reach the data source with the last stage but are not reported.
///
/// For example, with sections of `Int` items:
///
/// ```swift
/// let before = [
///     AnimatableSectionModel(model: "A", items: [1, 2, 3]),
///     AnimatableSectionModel(model: "B", items: [4, 5]),
/// ]
/// let after = [
///     AnimatableSectionModel(model: "B", items: [4, 2]),
///     AnimatableSectionModel(model: "C", items: [6]),
///     AnimatableSectionModel(model: "A", items: [3, 1]),
/// ]
/// let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
/// // stages[0]: deletedItems [[1, 1]]                    (5 goes; A [1, 2, 3], B [4])
/// // stages[1]: insertedSections [1], movedSections [0 -> 2]
/// //                                                     (B [4], C [6], A [1, 2, 3])
/// // stages[2]: movedItems [[2, 0] -> [2, 1], [2, 1] -> [0, 1]]
/// //                                                     (B [4, 2], C [6], A [3, 1])
/// ```
///
/// Had only the items of one section changed, say `[1, 2, 3]` to `[3, 1, 4]`, there would be one
/// stage: delete `[0, 1]`, insert `[0, 2]`, move `[0, 0] -> [0, 1]`.
public enum Diff {
    /// The most stages `differencesForSectionedView(initialSections:finalSections:)` returns:
    /// removals, sections, insertions and emptied sections (see ``Diff``).
    public static let maximumStageCount = 4

    /// Computes the stages that animate a list from `initialSections` to `finalSections`.
    ///
    /// See ``Diff`` for how the changes are split into at most ``maximumStageCount`` stages.
    /// Every stage is a valid UIKit batch update: deletes, reloads and move sources index the
    /// sections before the stage; inserts and move destinations index the sections after it; no
    /// position is both deleted and moved, reloaded and moved, or inserted and moved to; no row
    /// changes in a section that the same stage inserts, deletes or updates; and the row counts
    /// add up. No item or section present in both lists is ever deleted or inserted.
    ///
    /// Deleting, inserting, updating or moving one item or one section costs exactly one
    /// operation, and equal lists give no stages at all.
    ///
    /// - Parameters:
    ///   - initialSections: The sections the list shows now.
    ///   - finalSections: The sections the list must show.
    /// - Returns: The stages to apply in order; empty when the lists are equal.
    /// - Throws: ``Diff/Error/duplicateSection(section:)`` or ``Diff/Error/duplicateItem(item:)``
    ///   when either list repeats a section identity, or an item identity in any of its sections;
    ///   ``Diff/Error/invalidInitializerImplementation(section:expectedItems:expectedIdentifier:)``
    ///   when `Section.init(original:items:)` does not keep the identity and the items. Equal lists
    ///   return no stages before identities are hashed, so repeats inside an unchanged list are not
    ///   reported.
    /// - Complexity: O(*n*) expected time and O(*n*) memory for *n* sections plus items: one hash
    ///   of each initial item identity, one of each final item identity not found among the next
    ///   few items of its section's initial copy, and linear passes. Finding minimal moves inside a
    ///   section whose *k* kept items changed order adds O(*k* log *k*). Equal lists cost one
    ///   comparison per item and no hashing.
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        try stages(
            initialSections,
            finalSections,
            modelsAreEqual: SectionModelComparison.modelsAreEqual(for: Section.self)
        )
    }

    /// Computes the stages that animate a list from `initialSections` to `finalSections`, for an
    /// `Equatable` section type.
    ///
    /// The same as the unconstrained overload; the compiler picks this one when it knows the
    /// section type is `Equatable`, which spares the run-time check for model comparison.
    ///
    /// - Parameters:
    ///   - initialSections: The sections the list shows now.
    ///   - finalSections: The sections the list must show.
    /// - Returns: The stages to apply in order; empty when the lists are equal.
    /// - Throws: As the unconstrained overload.
    /// - Complexity: As the unconstrained overload.
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType & Equatable>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        try stages(initialSections, finalSections) { lhs, rhs in
            Section(original: lhs, items: []) == Section(original: rhs, items: [])
        }
    }

    @inlinable
    internal static func stages<Section: AnimatableSectionModelType>(
        _ initialSections: [Section],
        _ finalSections: [Section],
        modelsAreEqual: ((Section, Section) -> Bool)?
    ) throws(Diff.Error) -> [Changeset<Section>] {
        var diff = SectionedDiff(
            initialSections: initialSections,
            finalSections: finalSections,
            modelsAreEqual: modelsAreEqual
        )
        if diff.listsAreIdentical() { return [] }
        try diff.matchSections()
        try diff.matchItems()
        diff.classifyItems()
        diff.placeEmptiedSections()
        return try diff.makeStages()
    }
}
