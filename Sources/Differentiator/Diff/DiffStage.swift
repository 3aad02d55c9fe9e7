/// The kinds of stage the diff emits, in the order it emits them.
///
/// See ``Diff`` for what each holds and why they are separate.
@usableFromInline
internal enum DiffStage: Equatable {
    /// Section deletes, item deletes and item reloads, at positions before the stage.
    case removals
    /// Section inserts and section moves.
    case sections
    /// Item inserts and item moves.
    case insertions
    /// Item deletes, reloads, inserts and moves together, when no section is inserted, deleted or
    /// moved and no moved item is also updated.
    case combined
    /// Only section model updates, for sections that have row operations or moves in every other
    /// stage.
    case sectionUpdates
}
