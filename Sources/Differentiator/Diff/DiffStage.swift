/// The kinds of stage the diff emits, in the order it emits them.
///
/// See ``Diff`` for what each holds and why they are separate.
@usableFromInline
internal enum DiffStage: Equatable {
    /// Deletes of sections none of whose items survive, item deletes and item reloads, at
    /// positions before the stage.
    case removals
    /// Section inserts and section moves.
    case sections
    /// Item inserts and item moves.
    case insertions
    /// Item deletes, reloads, inserts and moves together, when no section is inserted, deleted or
    /// moved and no moved item is also updated.
    case combined
    /// Deletes of the emptied sections (deleted sections whose surviving items the insertions
    /// stage moved out), and the section model updates that no other stage can take.
    case emptiedSections
}
